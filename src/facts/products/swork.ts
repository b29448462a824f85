import type {ProductFacts} from '../types';

/**
 * S-Work (보안 업무 저장소) has no product section: its endpoint-security pages and the storage
 * installation guide are the source. One version line: S-Work 2.x, whose server is installed from
 * the swork-storage package and whose PC part is the S-Work 에이전트; both are 2.2.0.
 */
export default {
  id: 'swork',
  name: {ko: 'S-Work', en: 'S-Work', ja: 'S-Work'},
  pages: ['docs-support/endpoint-security/s-work/', 'docs-support/installation-guide/s-work-storage.md'],
  errors: {
    pattern: '\\b(SW-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'SW-1201',
        message: {
          ko: '업무 드라이브에 연결할 수 없습니다.',
          en: 'Cannot connect to the work drive.',
          ja: '業務ドライブに接続できません。',
        },
        cause: {
          ko: 'S-Work 에이전트 서비스 중지, S-Work 서버 TCP 8448 연결 불가, 드라이브 문자 충돌',
          en: 'The S-Work agent service is stopped, the S-Work server cannot be reached on TCP 8448, or the drive letter conflicts',
          ja: 'S-Workエージェントサービスの停止、S-WorkサーバーのTCP 8448に接続できない、ドライブ文字の競合',
        },
        action: {
          ko: 'SWorkAgent 서비스와 서버 연결을 확인하고 트레이 아이콘의 다시 연결을 선택합니다.',
          en: 'Check the SWorkAgent service and the server connection, then select Reconnect on the tray icon.',
          ja: 'SWorkAgentサービスとサーバーへの接続を確認し、トレイアイコンの再接続を選択します。',
        },
      },
      {
        code: 'SW-2101',
        message: {
          ko: '아이디 또는 비밀번호가 올바르지 않습니다.',
          en: 'The ID or password is incorrect.',
          ja: 'IDまたはパスワードが正しくありません。',
        },
        cause: {ko: '자격 증명 불일치', en: 'The credentials do not match', ja: '資格情報の不一致'},
        action: {
          ko: '문서보안 또는 도메인 비밀번호로 다시 로그인합니다.',
          en: 'Sign in again with your Document Security or domain password.',
          ja: '文書セキュリティまたはドメインのパスワードで再度ログインします。',
        },
      },
      {
        code: 'SW-2102',
        message: {
          ko: '계정이 잠겼습니다. 30분 후 다시 시도하십시오.',
          en: 'Your account is locked. Try again in 30 minutes.',
          ja: 'アカウントがロックされました。30分後にもう一度試してください。',
        },
        cause: {
          ko: '비밀번호 5회 연속 오류',
          en: 'The password was entered incorrectly 5 times in a row',
          ja: 'パスワードを5回連続で誤入力',
        },
        action: {
          ko: '30분 뒤 다시 로그인하거나 관리자에게 잠금 해제를 요청합니다.',
          en: 'Sign in again after 30 minutes, or ask the administrator to unlock the account.',
          ja: '30分後に再度ログインするか、管理者にロックの解除を依頼します。',
        },
      },
      {
        code: 'SW-2104',
        message: {
          ko: 'S-Work 사용 권한이 없는 사용자입니다.',
          en: 'You do not have permission to use S-Work.',
          ja: 'S-Workの利用権限がないユーザーです。',
        },
        cause: {
          ko: 'S-Work 라이선스가 할당되지 않은 사용자',
          en: 'No S-Work license is assigned to the user',
          ja: 'S-Workのライセンスが割り当てられていないユーザー',
        },
        action: {
          ko: '관리자에게 S-Work 사용자 활성화를 요청합니다.',
          en: 'Ask the administrator to activate you as an S-Work user.',
          ja: '管理者にS-Workユーザーとしての有効化を依頼します。',
        },
      },
      {
        code: 'SW-2107',
        message: {
          ko: '인증 서버와 통신할 수 없습니다.',
          en: 'Cannot communicate with the authentication server.',
          ja: '認証サーバーと通信できません。',
        },
        cause: {
          ko: 'S-Work 서버와 통합 서버(또는 AD) 사이의 인증 연동 통신 문제',
          en: 'A communication problem in the authentication integration between the S-Work server and the Integration Server (or AD)',
          ja: 'S-Workサーバーと統合サーバー（またはAD）の間の認証連携の通信の問題',
        },
        action: {
          ko: '관리자가 S-Work 서버에서 통합 서버 TCP 8443 연결과 인증 연동 상태를 확인합니다.',
          en: 'The administrator checks the connection to Integration Server TCP 8443 and the authentication integration status on the S-Work server.',
          ja: '管理者が、S-Workサーバーで統合サーバーのTCP 8443への接続と認証連携の状態を確認します。',
        },
      },
      {
        code: 'SW-3101',
        message: {
          ko: '저장 공간 할당량을 초과했습니다.',
          en: 'Storage quota exceeded.',
          ja: '保存容量のクォータを超過しました。',
        },
        cause: {
          ko: '개인 드라이브(기본 10 GB) 또는 부서 드라이브(기본 50 GB) 할당량 초과. 휴지통과 이전 버전도 사용량에 포함됨',
          en: 'The quota of the personal drive (10 GB by default) or the department drive (50 GB by default) is exceeded. The trash and previous versions are included in the usage',
          ja: '個人ドライブ（既定10GB）または部署ドライブ（既定50GB）のクォータの超過。ごみ箱と以前のバージョンも使用量に含まれる',
        },
        action: {
          ko: '불필요한 파일을 지우고 휴지통과 이전 버전을 정리합니다. 더 필요하면 관리자에게 할당량 증설을 요청합니다.',
          en: 'Delete unnecessary files and clean up the trash and previous versions. If you need more, ask the administrator to increase the quota.',
          ja: '不要なファイルを削除し、ごみ箱と以前のバージョンを整理します。さらに必要な場合は、管理者にクォータの増量を依頼します。',
        },
      },
    ],
  },
  /** No release notes: the current version the pages install and quote (server and agent ship together). */
  releases: [{version: '2.2.0', date: '2025-05-12'}],
  ports: [
    {
      port: '8448',
      protocol: 'TCP',
      from: {ko: 'S-Work 에이전트', en: 'S-Work agent', ja: 'S-Workエージェント'},
      to: {ko: 'S-Work 서버', en: 'S-Work server', ja: 'S-Workサーバー'},
      purpose: {
        ko: '로그인, 파일 전송(HTTPS)',
        en: 'Sign-in, file transfer (HTTPS)',
        ja: 'ログイン、ファイル転送（HTTPS）',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: 'S-Work 서버', en: 'S-Work server', ja: 'S-Workサーバー'},
      to: {ko: '통합 서버', en: 'Integration Server', ja: '統合サーバー'},
      purpose: {
        ko: '사용자 인증, 부서·권한, 정책 조회(HTTPS)',
        en: 'User authentication, department and permission lookup, policy lookup (HTTPS)',
        ja: 'ユーザー認証、部署・権限・ポリシーの取得（HTTPS）',
      },
    },
  ],
  values: {
    host: 'swork.example.com',
    port: '8448',
    healthPath: '/swork/health',
    serverService: 'swork-storage',
    agentService: 'SWorkAgent',
    personalDrive: 'S:',
    departmentDrive: 'T:',
    dataDir: '/swork/data',
    package: 'swork-storage-2.2.0-1.el9.x86_64.rpm',
    personalQuota: '10 GB',
    departmentQuota: '50 GB',
  },
} satisfies ProductFacts;
