import type {ProductFacts} from '../types';

/**
 * Remote browser isolation (RBI). Source pages: docs-rbi/user-guide/* and docs-rbi/faq/general.md
 * (codes and the messages the block and error pages show), docs-rbi/main-features/features.md (versions).
 */
export default {
  id: 'rbi',
  name: {ko: '원격 브라우저 격리(RBI)', en: 'Remote Browser Isolation (RBI)', ja: 'リモートブラウザー分離（RBI）'},
  pages: ['docs-rbi/'],
  errors: {
    pattern: '\\b(RBI-\\d{3})\\b',
    siteWide: true,
    codes: [
      {
        code: 'RBI-403',
        message: {
          ko: '이 사이트는 보안 정책에 따라 차단되었습니다.',
          en: 'This site has been blocked by the security policy.',
          ja: 'このサイトはセキュリティポリシーによりブロックされました。',
        },
        cause: {
          ko: '접속한 사이트가 격리 정책의 차단 규칙(예: 악성 코드, 피싱 카테고리)에 일치했습니다.',
          en: 'The site matched a block rule of the isolation policy (for example, the Malware or Phishing category).',
          ja: '接続したサイトが、分離ポリシーのブロックルール（例： マルウェア、フィッシングのカテゴリー）に一致しました。',
        },
        action: {
          ko: '업무에 필요한 사이트라면 차단 페이지의 예외 요청 단추로 관리자에게 검토를 요청합니다.',
          en: 'If you need the site for work, use the Request Exception button on the block page to ask the administrator for a review.',
          ja: '業務に必要なサイトの場合は、ブロックページの例外申請ボタンで管理者に確認を依頼します。',
        },
      },
      {
        code: 'RBI-413',
        message: {
          ko: '파일 크기가 허용 한도를 초과했습니다.',
          en: 'The file size exceeds the allowed limit.',
          ja: 'ファイルサイズが許容上限を超えています。',
        },
        cause: {
          ko: '내려받으려는 파일이 파일 보안(CDR) 설정의 최대 파일 크기(기본 100MB)를 넘습니다.',
          en: 'The file you are downloading exceeds the maximum file size in the File Security (CDR) settings (100 MB by default).',
          ja: 'ダウンロードしようとしたファイルが、ファイルセキュリティ（CDR）設定の最大ファイルサイズ（既定値100MB）を超えています。',
        },
        action: {
          ko: '관리자에게 문의합니다. 관리자는 최대 파일 크기를 10–500MB 범위에서 조정할 수 있습니다.',
          en: 'Contact the administrator. The administrator can set the maximum file size within 10–500 MB.',
          ja: '管理者に問い合わせます。管理者は、最大ファイルサイズを10～500MBの範囲で調整できます。',
        },
      },
      {
        code: 'RBI-415',
        message: {
          ko: '이 파일 형식은 다운로드할 수 없습니다.',
          en: 'This file type cannot be downloaded.',
          ja: 'このファイル形式はダウンロードできません。',
        },
        cause: {
          ko: '실행 파일(exe, msi, bat, ps1 등)처럼 차단 확장자에 해당하는 파일입니다.',
          en: 'The file has a blocked extension, such as an executable file (exe, msi, bat, ps1 and so on).',
          ja: '実行ファイル（exe、msi、bat、ps1など）のように、ブロックする拡張子に該当するファイルです。',
        },
        action: {
          ko: '방패 아이콘의 원본 요청으로 관리자 승인을 요청합니다.',
          en: 'Use Request Original in the shield icon to request administrator approval.',
          ja: '盾アイコンの原本申請で、管理者の承認を申請します。',
        },
      },
      {
        code: 'RBI-416',
        message: {
          ko: '이 사이트에는 파일을 업로드할 수 없습니다.',
          en: 'Files cannot be uploaded to this site.',
          ja: 'このサイトにはファイルをアップロードできません。',
        },
        cause: {
          ko: '격리 규칙의 업로드 설정이 차단이거나, 허용 확장자만으로 설정되어 있고 파일 확장자가 목록에 없습니다.',
          en: "The upload setting of the isolation rule is Block, or it is set to Allowed extensions only and the file's extension is not on the list.",
          ja: '分離ルールのアップロード設定がブロックになっているか、許可する拡張子のみに設定されていて、ファイルの拡張子がリストにありません。',
        },
        action: {
          ko: '업로드가 필요하면 관리자에게 해당 사이트 규칙의 업로드 설정 검토를 요청합니다.',
          en: 'If you need to upload, ask the administrator to review the upload setting of the rule for the site.',
          ja: 'アップロードが必要な場合は、管理者に、そのサイトのルールのアップロード設定の見直しを依頼します。',
        },
      },
      {
        code: 'RBI-422',
        message: {
          ko: '파일 무해화에 실패해 다운로드가 차단되었습니다.',
          en: 'The download was blocked because file disarm failed.',
          ja: 'ファイルの無害化に失敗したため、ダウンロードがブロックされました。',
        },
        cause: {
          ko: '파일이 손상되었거나 CDR 엔진이 지원하지 않는 구조입니다.',
          en: 'The file is damaged or has a structure the CDR engine does not support.',
          ja: 'ファイルが破損しているか、CDRエンジンがサポートしていない構造です。',
        },
        action: {
          ko: '원본 요청을 하거나 파일 제공자에게 다른 형식을 요청합니다.',
          en: 'Request the original, or ask the file provider for a different format.',
          ja: '原本申請を行うか、ファイルの提供者に別の形式を依頼します。',
        },
      },
      {
        code: 'RBI-426',
        message: {
          ko: '지원하지 않는 브라우저입니다. 브라우저를 업데이트하십시오.',
          en: 'This browser is not supported. Update your browser.',
          ja: 'サポートされていないブラウザーです。ブラウザーを更新してください。',
        },
        cause: {
          ko: '브라우저 버전이 지원 버전(Chrome·Edge 120, Firefox 128 ESR, Safari 17)보다 낮습니다.',
          en: 'The browser version is older than the supported versions (Chrome and Edge 120, Firefox 128 ESR, Safari 17).',
          ja: 'ブラウザーのバージョンが、対応バージョン（Chrome・Edge 120、Firefox 128 ESR、Safari 17）より古くなっています。',
        },
        action: {
          ko: '브라우저를 지원 버전 이상으로 업데이트합니다.',
          en: 'Update the browser to a supported version or later.',
          ja: 'ブラウザーを対応バージョン以降に更新します。',
        },
      },
      {
        code: 'RBI-503',
        message: {
          ko: '격리 세션을 시작할 수 없습니다. 잠시 후 다시 시도하십시오.',
          en: 'Cannot start the isolation session. Try again later.',
          ja: '分離セッションを開始できません。しばらくしてからもう一度お試しください。',
        },
        cause: {
          ko: '격리 노드 사용률이 85%를 넘어 새 격리 세션을 만들 수 없습니다.',
          en: 'Isolation node usage exceeds 85%, so no new isolation session can be created.',
          ja: '分離ノードの使用率が85%を超えているため、新しい分離セッションを作成できません。',
        },
        action: {
          ko: '잠시 후 다시 접속합니다. 관리자는 시스템 > 노드 관리에서 노드를 추가합니다.',
          en: 'Connect again later. The administrator adds nodes in System > Node Management.',
          ja: 'しばらくしてから接続し直します。管理者は、システム > ノード管理でノードを追加します。',
        },
      },
    ],
  },
  releases: [
    {version: '3.4.0', date: '2025-04-14'},
    {version: '3.3.0', date: '2024-10-07'},
    {version: '3.2.0', date: '2024-04-08'},
    {version: '3.1.0', date: '2023-10-10'},
    {version: '3.0.0', date: '2023-04-03'},
  ],
  lifecycle: [{line: {ko: '3.x', en: '3.x', ja: '3.x'}, released: '2023-04-03'}],
  values: {
    gateway: 'rbi.example.com',
    adminConsoleUrl: 'https://rbi-admin.example.com:8443',
    pacUrl: 'https://rbi.example.com/proxy.pac',
    samlSpEntityId: 'https://rbi.example.com/saml/sp',
    extension: 'RBI Connector',
    initialAdmin: 'rbiadmin',
  },
} satisfies ProductFacts;
