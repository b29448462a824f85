/**
 * The one list of documentation sections. Data only: plugin instances, sidebars,
 * navbar, home cards, search contexts and tests all derive from it (see ./derive.ts).
 */
import type {FamilyId, Section} from './types';

export const FAMILIES: Readonly<Record<FamilyId, {ko: string; en: string; ja: string}>> = {
  'document-security': {ko: '문서 보안', en: 'Document Security', ja: '文書セキュリティ'},
  'zero-trust': {ko: '제로 트러스트 보안', en: 'Zero Trust Security', ja: 'ゼロトラストセキュリティ'},
  'data-protection': {ko: '데이터 보호', en: 'Data Protection', ja: 'データ保護'},
  collaboration: {ko: '협업', en: 'Collaboration', ja: 'コラボレーション'},
  support: {ko: '고객 지원', en: 'Customer Support', ja: 'カスタマーサポート'},
  other: {ko: '기타', en: 'Other', ja: 'その他'},
};

export const SECTIONS: readonly Section[] = [
  {
    id: 'portal',
    name: {ko: '고객 포털', en: 'Customer Portal', ja: 'カスタマーポータル'},
    summary: {
      ko: '고객이 기술지원 요청, 라이선스 조회, 설치 파일 다운로드를 한곳에서 처리하는 고객 포털입니다.',
      en: 'A customer portal where customers submit support requests, check licenses and download installers in one place.',
      ja: '技術サポートの依頼、ライセンスの確認、インストーラーのダウンロードを一か所で行えるカスタマーポータルです。',
    },
    family: 'support',
    hub: {
      start: 'user-guide/sign-up',
      admin: 'admin-guide/overview',
      faq: 'faq/general',
      support: 'user-guide/기술지원-요청',
      errors: 'faq/error-codes',
    },
  },
  {
    id: 'shieldgate',
    name: {ko: 'ShieldGate', en: 'ShieldGate', ja: 'ShieldGate'},
    summary: {
      ko: '사용자·단말 신원을 지속적으로 검증해 업무 시스템 접근을 통제하는 제로 트러스트 게이트웨이입니다.',
      en: 'A zero-trust gateway that controls access to business applications by continuously verifying user and device identity.',
      ja: 'ユーザーと端末の身元を継続的に検証し、業務システムへのアクセスを制御するゼロトラストゲートウェイです。',
    },
    family: 'zero-trust',
    hub: {
      start: 'user-guide/login',
      install: 'user-guide/agent-install',
      admin: 'admin-guide/login',
      releases: 'support:zerotrust-security/shieldgate/gateway#supported-versions',
      faq: 'faq/general',
      support: 'support:zerotrust-security/shieldgate/gateway',
      errors: 'faq/general#error-codes',
    },
  },
  {
    id: 'shieldid',
    name: {ko: 'ShieldID', en: 'ShieldID', ja: 'ShieldID'},
    summary: {
      ko: '통합 계정, 싱글 사인온(SSO), 다중 인증을 제공하는 ID 및 접근 관리 제품입니다.',
      en: 'An identity and access management product providing a central directory, single sign-on and multi-factor authentication.',
      ja: '統合アカウント、シングルサインオン（SSO）、多要素認証を提供するID・アクセス管理製品です。',
    },
    family: 'zero-trust',
    hub: {
      start: 'guide/user-guide',
      admin: 'guide/admin-guide',
      releases: 'support:zerotrust-security/shieldid/identity#supported-versions',
      faq: 'faq',
      support: 'support:zerotrust-security/shieldid/identity',
      errors: 'faq#error-codes',
    },
  },
  {
    id: 'shieldrive',
    name: {ko: 'ShieldRive', en: 'ShieldRive', ja: 'ShieldRive'},
    summary: {
      ko: '사내외 사용자와 파일을 안전하게 저장·공유하고 협업할 수 있는 파일 공유 드라이브입니다.',
      en: 'A file-sharing drive for securely storing, sharing and collaborating on files with internal and external users.',
      ja: '社内外のユーザーとファイルを安全に保存・共有し、共同作業できるファイル共有ドライブです。',
    },
    family: 'collaboration',
    hub: {
      start: 'guide/user-guide/connect-web',
      admin: 'guide/admin-guide/admin-connect',
      releases: 'release-note-roadmap/release-note',
      faq: 'faq/personal-storage-creation',
      support: 'support:document-security-orchestration/shieldrive/drive',
      errors: 'faq/error-codes',
    },
  },
  {
    id: 'shieldrm',
    name: {ko: 'ShieldRM', en: 'ShieldRM', ja: 'ShieldRM'},
    summary: {
      ko: '레이블 기반으로 문서에 보호와 사용 권한을 적용하고 클라우드 저장소와 동기화하는 권한 관리(DRM) 제품입니다.',
      en: 'A rights-management (DRM) product that applies label-based protection and usage rights to documents and syncs them with cloud storage.',
      ja: 'ラベルに基づいて文書に保護と利用権限を適用し、クラウドストレージと同期する権限管理（DRM）製品です。',
    },
    family: 'document-security',
    hub: {
      start: 'feature/IntroDRM',
      install: 'guide/user-guide/BeforeInstall',
      admin: 'guide/basic-guide/master-admin-guide',
      releases: 'support:document-security-orchestration/shieldrm/rights-management#supported-versions',
      faq: 'faq/drm-faq',
      support: 'support:document-security-orchestration/shieldrm/rights-management',
      errors: 'faq/error-codes',
    },
  },
  {
    id: 'shieldmail',
    name: {ko: 'ShieldMail', en: 'ShieldMail', ja: 'ShieldMail'},
    summary: {
      ko: '송수신 메일과 첨부 파일을 정책에 따라 검사·변환·차단하는 메일 보안 제품입니다.',
      en: 'A mail security product that inspects, converts or blocks inbound and outbound mail and attachments according to policy.',
      ja: '送受信メールと添付ファイルをポリシーに従って検査・変換・遮断するメールセキュリティ製品です。',
    },
    family: 'zero-trust',
    hub: {
      start: 'features/Overview',
      install: 'guide/deployment/proxy-inbound',
      admin: 'guide/web-console/dashboard',
      api: 'guide/web-console/settings/api',
      releases: 'release-note/01.2025',
      faq: 'faq/general',
      support: 'support:zerotrust-security/shieldmail/mail',
      errors: 'faq/fault-diagnosis-monitoring#error-codes',
    },
  },
  {
    id: 'ds',
    name: {ko: '문서보안', en: 'Document Security', ja: '文書セキュリティ'},
    summary: {
      ko: 'PC에서 생성되는 문서를 자동으로 암호화하고 열람·편집·출력 권한을 통제하는 문서보안 제품입니다.',
      en: 'A document security product that automatically encrypts documents created on PCs and controls view, edit and print rights.',
      ja: 'PCで作成された文書を自動的に暗号化し、閲覧・編集・印刷の権限を制御する文書セキュリティ製品です。',
    },
    family: 'document-security',
    hub: {
      start: 'user-guide/login',
      install: 'user-guide/agent-install',
      admin: 'admin-guide/login',
      releases: 'support:notice/제품-서비스-수명주기',
      faq: 'faq/general',
      support: 'support:endpoint-security/document-security/introduction',
      errors: 'faq/error-codes',
    },
  },
  {
    id: 'sdf',
    name: {ko: 'SDF 데이터 보호 프레임워크', en: 'SDF Data Protection Framework', ja: 'SDFデータ保護フレームワーク'},
    summary: {
      ko: '애플리케이션과 클라우드 서비스의 데이터를 API로 암호화하고 키를 중앙에서 관리하는 데이터 보호 프레임워크입니다.',
      en: 'A data-protection framework that encrypts application and cloud-service data through APIs and manages keys centrally.',
      ja: 'アプリケーションやクラウドサービスのデータをAPIで暗号化し、鍵を一元管理するデータ保護フレームワークです。',
    },
    family: 'data-protection',
    hub: {
      start: 'main-features/features',
      install: 'guide/install',
      admin: 'guide/settings',
      api: 'guide/cloud-service-api/overview',
      releases: 'release/release-note',
      faq: 'faq/general',
      errors: 'guide/error-codes',
    },
  },
  {
    id: 'infolineage',
    name: {ko: 'InfoLineage', en: 'InfoLineage', ja: 'InfoLineage'},
    summary: {
      ko: '문서의 생성·복제·이동 이력을 추적해 정보의 계보를 보여 주는 제품입니다.',
      en: 'A product that traces the creation, copying and movement of documents to show the lineage of information.',
      ja: '文書の作成・複製・移動の履歴を追跡し、情報の系譜を可視化する製品です。',
    },
    family: 'data-protection',
    hub: {
      start: 'main-features/features',
      api: 'api-guide/overview',
      releases: 'support:document-security-orchestration/infolineage/information-flow#supported-versions',
      faq: 'faq/자주-묻는-질문',
      support: 'support:document-security-orchestration/infolineage/information-flow',
      errors: 'api-guide/overview#error-codes',
    },
  },
  {
    id: 'support',
    name: {ko: '기술지원', en: 'Technical Support', ja: '技術サポート'},
    summary: {
      ko: '전 제품의 설치 가이드, 기술 문서, FAQ와 공지사항을 제공하는 기술지원 문서 모음입니다.',
      en: 'A technical-support collection of installation guides, technical documents, FAQs and notices for all products.',
      ja: '全製品のインストールガイド、技術文書、FAQ、お知らせを提供する技術サポート文書集です。',
    },
    family: 'support',
    searchScopes: [
      {path: 'installation-guide', name: {ko: '설치 가이드', en: 'Installation Guide', ja: 'インストールガイド'}},
      // Listed before its parent: the search box takes the first scope that matches.
      {
        path: 'endpoint-security/document-security',
        name: {ko: '엔드포인트 문서보안', en: 'Endpoint Document Security', ja: 'エンドポイント文書セキュリティ'},
      },
      {
        path: 'endpoint-security',
        name: {ko: '엔드포인트 보안', en: 'Endpoint Security', ja: 'エンドポイントセキュリティ'},
      },
      {
        path: 'document-security-orchestration',
        name: {
          ko: '문서보안 오케스트레이션',
          en: 'Document Security Orchestration',
          ja: '文書セキュリティオーケストレーション',
        },
      },
      {
        path: 'zerotrust-security',
        name: {ko: '제로 트러스트 보안', en: 'Zero Trust Security', ja: 'ゼロトラストセキュリティ'},
      },
      {path: 'notice', name: {ko: '공지사항', en: 'Notices', ja: 'お知らせ'}},
    ],
  },
  {
    id: 'rbi',
    name: {ko: '원격 브라우저 격리(RBI)', en: 'Remote Browser Isolation (RBI)', ja: 'リモートブラウザー分離（RBI）'},
    summary: {
      ko: '웹 콘텐츠를 격리된 원격 환경에서 실행해 사용자 PC를 웹 위협으로부터 보호하는 원격 브라우저 격리 제품입니다.',
      en: 'A remote browser isolation product that runs web content in an isolated remote environment to protect user PCs from web threats.',
      ja: 'Webコンテンツを分離されたリモート環境で実行し、ユーザーのPCをWebの脅威から守るリモートブラウザー分離製品です。',
    },
    family: 'zero-trust',
    hub: {
      start: 'user-guide/using-isolated-browser',
      admin: 'admin-guide/overview',
      releases: 'main-features/features#version-history',
      faq: 'faq/general',
      errors: 'admin-guide/overview#logs',
    },
  },
  {
    id: 'approval',
    name: {ko: 'Approval(결재)', en: 'Approval', ja: 'Approval（承認）'},
    summary: {
      ko: '복호화·반출 등 보안 예외 요청을 결재선에 따라 요청하고 승인하는 결재 제품입니다.',
      en: 'An approval product for requesting and approving security exceptions such as decryption and export along an approval line.',
      ja: '復号や持ち出しなどのセキュリティ例外を承認ルートに沿って申請・承認する承認製品です。',
    },
    family: 'collaboration',
    hub: {
      start: 'user-guide/overview',
      admin: 'admin-guide/settings',
      faq: 'faq/자주-묻는-질문',
      errors: 'user-guide/request#troubleshooting',
    },
  },
  {
    id: 'shieldex',
    name: {ko: 'ShieldEX', en: 'ShieldEX', ja: 'ShieldEX'},
    summary: {
      ko: '망 간 파일 교환과 콘텐츠 무해화(CDR), 악성코드 검사를 제공하는 파일 교환 제품입니다.',
      en: 'A file-exchange product providing file transfer between networks, content disarm and reconstruction (CDR) and malware scanning.',
      ja: 'ネットワーク間のファイル交換、コンテンツ無害化（CDR）、マルウェア検査を提供するファイル交換製品です。',
    },
    family: 'zero-trust',
    hub: {
      start: 'main-features/features',
      admin: 'on-premise-admin-guide/login',
      api: 'api-guide/token',
      releases: 'main-features/features#version-history',
      faq: 'faq/general',
      errors: 'faq/error-codes',
    },
  },
  {
    id: 'noti',
    name: {ko: 'Noti 알림', en: 'Noti Notifications', ja: 'Noti通知'},
    summary: {
      ko: '각 제품에서 발생한 이벤트를 메일로 관리자와 사용자에게 알려 주는 알림 서비스입니다.',
      en: 'A notification service that informs administrators and users by mail about events raised by each product.',
      ja: '各製品で発生したイベントをメールで管理者とユーザーに知らせる通知サービスです。',
    },
    family: 'collaboration',
    hub: {
      start: 'user-guide/notification-settings',
      admin: 'admin-guide/mail-notification',
      errors: 'admin-guide/mail-notification#troubleshooting',
    },
  },
  {
    id: 'sib',
    name: {ko: 'SIB 정보 흐름 관리', en: 'SIB Information Flow', ja: 'SIB情報フロー管理'},
    summary: {
      ko: '사내외 채널 간 정보의 흐름을 추적하고 통제하는 정보 흐름 관리 제품입니다.',
      en: 'An information-flow product that tracks and controls how information moves across internal and external channels.',
      ja: '社内外のチャネル間の情報の流れを追跡・制御する情報フロー管理製品です。',
    },
    family: 'document-security',
    hub: {
      start: 'main-features/feature',
      releases: 'support:document-security-orchestration/sensitive-docs-flow#supported-versions',
      faq: 'faq',
      support: 'support:document-security-orchestration/sensitive-docs-flow',
    },
  },
  {
    id: 'edgelink',
    name: {ko: 'EdgeLink', en: 'EdgeLink', ja: 'EdgeLink'},
    summary: {
      ko: '인바운드·아웃바운드 서버를 통해 분리된 구간 사이에서 데이터를 안전하게 전달하는 엣지 연계 제품입니다.',
      en: 'An edge-link product that securely relays data between separated network segments through inbound and outbound servers.',
      ja: 'インバウンド/アウトバウンドサーバーを介して、分離されたネットワーク区間の間でデータを安全に中継するエッジ連携製品です。',
    },
    family: 'zero-trust',
    hub: {
      start: 'introduction/inbound-server',
      install: 'install/outbound-install',
      releases: 'spec/function-spec#version-history',
      faq: 'faq/자주-묻는-질문',
      errors: 'spec/function-spec#error-codes',
    },
  },
  {
    id: 'dsformobile6',
    name: {ko: '모바일 문서보안 6', en: 'DS for Mobile 6', ja: 'モバイル文書セキュリティ6'},
    summary: {
      ko: '모바일 기기에서 암호화된 문서를 안전하게 열람하도록 지원하는 모바일 문서보안 앱입니다.',
      en: 'A mobile document security app for securely viewing encrypted documents on mobile devices.',
      ja: 'モバイル端末で暗号化文書を安全に閲覧できるようにするモバイル文書セキュリティアプリです。',
    },
    family: 'document-security',
    hub: {
      start: 'user-guide/login',
      admin: 'admin-guide/setting',
      releases: 'release/release-note',
      faq: 'faq/general',
      errors: 'faq/error-codes',
    },
  },
  {
    id: 'docs',
    name: {ko: '문서', en: 'Docs', ja: 'ドキュメント'},
    summary: {
      ko: '내용이 없는 빈 문서 페이지입니다.',
      en: 'A blank documentation page with no content.',
      ja: '内容のない空のドキュメントページです。',
    },
    family: 'other',
  },
];
