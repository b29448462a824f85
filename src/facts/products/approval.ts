import type {ProductFacts} from '../types';

/**
 * Approval (결재) for security exceptions. Source pages: docs-approval/user-guide/request.md
 * (codes and the messages the request screen shows), docs-approval/* (URLs). Approval's pages state
 * no product version, so it has no releases or life-cycle lines.
 */
export default {
  id: 'approval',
  name: {ko: 'Approval(결재)', en: 'Approval', ja: 'Approval（承認）'},
  pages: ['docs-approval/'],
  errors: {
    pattern: '\\b(AP-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'AP-1003',
        message: {
          ko: '암호화되지 않은 파일은 요청 대상이 아닙니다.',
          en: 'Unencrypted files cannot be the target of a request.',
          ja: '暗号化されていないファイルは申請の対象になりません。',
        },
        cause: {
          ko: '복호화나 반출 요청의 대상 파일로 문서보안으로 암호화되지 않은 일반 파일을 선택했습니다.',
          en: 'A plain file not encrypted with Document Security was selected as a target file of a decryption or export request.',
          ja: '復号または持ち出しの申請の対象ファイルとして、文書セキュリティで暗号化されていない一般のファイルを選択しました。',
        },
        action: {
          ko: '암호화 파일만 선택합니다.',
          en: 'Select encrypted files only.',
          ja: '暗号化ファイルだけを選択します。',
        },
      },
      {
        code: 'AP-1005',
        message: {
          ko: '대상 파일 용량이 500MB를 초과했습니다.',
          en: 'The target files exceed 500 MB.',
          ja: '対象ファイルの容量が500MBを超えています。',
        },
        cause: {
          ko: '대상 파일의 합계 용량이 한도(최대 20개, 합계 500MB)를 넘었습니다.',
          en: 'The total size of the target files exceeds the limit (up to 20 files, 500 MB in total).',
          ja: '対象ファイルの合計容量が上限（最大20個、合計500MB）を超えています。',
        },
        action: {
          ko: '요청을 나눠 작성합니다.',
          en: 'Split the request into several requests.',
          ja: '申請を分けて作成します。',
        },
      },
      {
        code: 'AP-1010',
        message: {
          ko: '결재선에 비활성 사용자가 있습니다.',
          en: 'The approval line contains an inactive user.',
          ja: '承認ルートに非アクティブのユーザーがいます。',
        },
        cause: {
          ko: '결재선에 퇴사하거나 휴직해 비활성 상태인 결재자가 있습니다.',
          en: 'The approval line contains an approver who is inactive because they have left the company or are on leave.',
          ja: '承認ルートに、退職または休職により非アクティブの状態になっている承認者がいます。',
        },
        action: {
          ko: '해당 결재자를 삭제하고 다른 결재자를 지정합니다. 필수 결재자라면 관리자에게 문의합니다.',
          en: 'Remove that approver and specify another approver. If it is a required approver, contact the administrator.',
          ja: 'その承認者を削除し、別の承認者を指定します。必須の承認者の場合は、管理者に問い合わせます。',
        },
      },
      {
        code: 'AP-1021',
        message: {
          ko: '같은 파일에 진행 중인 요청이 있습니다.',
          en: 'A request for the same file is already in progress.',
          ja: '同じファイルに進行中の申請があります。',
        },
        cause: {
          ko: '같은 파일에 대해 결재가 끝나지 않은 요청이 이미 있습니다.',
          en: 'There is already a request for the same file whose approval is not complete.',
          ja: '同じファイルについて、承認が終わっていない申請がすでにあります。',
        },
        action: {
          ko: '내 요청함에서 기존 요청을 확인하거나 회수합니다.',
          en: 'Check or withdraw the existing request in My Requests.',
          ja: '自分の申請で既存の申請を確認するか、取り下げます。',
        },
      },
    ],
  },
  values: {
    webUrl: 'https://approval.example.com',
    senderAddress: 'approval-noreply@example.com',
  },
} satisfies ProductFacts;
