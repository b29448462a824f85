import type {ProductFacts} from '../types';

/**
 * Patch distribution (패치 배포 서비스: 패치 배포 서버 and SPK 에이전트) has no product section:
 * its installation guide and its endpoint-security pages are the source.
 */
export default {
  id: 'patch',
  name: {ko: '패치 배포 서비스', en: 'Patch Distribution Service', ja: 'パッチ配布サービス'},
  pages: ['docs-support/installation-guide/patch-server/', 'docs-support/endpoint-security/patch-distribution/'],
  errors: {
    /** PTS- 패치 배포 서버, SYNC- 동기화 서비스, SPK- SPK 에이전트. Four digits (ShieldRive uses SYNC-nnn). */
    pattern: '\\b((?:PTS|SYNC|SPK)-\\d{4})\\b',
    codes: [
      {
        code: 'PTS-2004',
        message: {ko: '패치 파일 쓰기 실패', en: 'Patch file write failed', ja: 'パッチファイルの書き込み失敗'},
        cause: {
          ko: '패치 저장소 폴더에 쓸 수 없음. Windows에서는 백신 실시간 검사가 파일을 잠근 경우가 많음',
          en: 'The patch repository folder cannot be written to. On Windows, real-time antivirus scanning has often locked the file',
          ja: 'パッチリポジトリのフォルダーに書き込めない。Windowsでは、ウイルス対策ソフトのリアルタイムスキャンがファイルをロックしている場合が多い',
        },
        action: {
          ko: '저장소 폴더 권한을 확인하고 백신 실시간 검사에서 저장소 폴더를 제외합니다.',
          en: 'Check the permissions of the repository folder and exclude the repository folder from real-time antivirus scanning.',
          ja: 'リポジトリのフォルダーの権限を確認し、ウイルス対策ソフトのリアルタイムスキャンからリポジトリのフォルダーを除外します。',
        },
      },
      {
        code: 'SYNC-1002',
        message: {
          ko: 'proxy authentication required',
          en: 'proxy authentication required',
          ja: 'proxy authentication required',
        },
        cause: {
          ko: '외부 카탈로그 접속에 프록시 인증이 필요하거나 프록시 계정이 만료됨',
          en: 'Access to the external catalog requires proxy authentication, or the proxy account has expired',
          ja: '外部カタログへの接続にプロキシ認証が必要、またはプロキシアカウントの期限切れ',
        },
        action: {
          ko: '관리 콘솔 동기화 > 동기화 설정의 프록시 계정을 확인합니다.',
          en: 'Check the proxy account in management console Sync > Sync Settings.',
          ja: '管理コンソールの同期 > 同期設定のプロキシアカウントを確認します。',
        },
      },
      {
        code: 'SYNC-1004',
        message: {ko: 'certificate verify failed', en: 'certificate verify failed', ja: 'certificate verify failed'},
        cause: {
          ko: 'SSL 검사 장비가 바꾼 인증서를 패치 배포 서버가 신뢰하지 못함',
          en: 'The patch distribution server does not trust the certificate replaced by an SSL inspection device',
          ja: 'SSLインスペクション装置が置き換えた証明書を、パッチ配布サーバーが信頼できない',
        },
        action: {
          ko: 'SSL 검사 장비의 인증서를 서버 신뢰 저장소에 등록합니다.',
          en: 'Register the certificate of the SSL inspection device in the server trust store.',
          ja: 'SSLインスペクション装置の証明書を、サーバーのトラストストアに登録します。',
        },
      },
      {
        code: 'SYNC-5003',
        message: {ko: 'insufficient disk space', en: 'insufficient disk space', ja: 'insufficient disk space'},
        cause: {
          ko: '패치 저장소 여유 공간이 5% 아래로 내려감',
          en: 'The free space of the patch repository dropped below 5%',
          ja: 'パッチリポジトリの空き容量が5%を下回った',
        },
        action: {
          ko: 'patch-admin cleanup으로 대체·거부된 업데이트를 정리하고 필요하면 저장소를 늘립니다.',
          en: 'Clean up superseded and declined updates with patch-admin cleanup, and enlarge the repository if needed.',
          ja: 'patch-admin cleanupで置き換え済み・拒否済みの更新プログラムを整理し、必要に応じてリポジトリを拡張します。',
        },
      },
      {
        code: 'SPK-2104',
        message: {ko: 'hash mismatch', en: 'hash mismatch', ja: 'hash mismatch'},
        cause: {
          ko: 'PC가 내려받은 패치 파일이 손상됨',
          en: 'The patch file downloaded by the PC is corrupted',
          ja: 'PCがダウンロードしたパッチファイルが破損している',
        },
        action: {
          ko: 'PC의 SPK 캐시를 삭제하고 관리 콘솔에서 재배포합니다.',
          en: 'Delete the SPK cache on the PC and redeploy from the management console.',
          ja: 'PCのSPKキャッシュを削除し、管理コンソールから再配布します。',
        },
      },
    ],
  },
  /** No release notes: the current versions the pages install and quote. */
  releases: [
    {
      version: '2.3.1',
      date: '2025-02-17',
      component: {ko: '패치 배포 서버', en: 'Patch distribution server', ja: 'パッチ配布サーバー'},
    },
    {version: '2.3.0', date: '2024-12-09', component: {ko: 'SPK 에이전트', en: 'SPK agent', ja: 'SPKエージェント'}},
  ],
  ports: [
    {
      port: '8446',
      protocol: 'TCP',
      from: {
        ko: 'SPK 에이전트, 관리자 브라우저',
        en: 'SPK agents, administrator browser',
        ja: 'SPKエージェント、管理者のブラウザー',
      },
      to: {ko: '패치 배포 서버', en: 'Patch distribution server', ja: 'パッチ配布サーバー'},
      purpose: {
        ko: '정책·상태 보고, 패치 다운로드, 관리 콘솔(HTTPS)',
        en: 'Policy and status reports, patch downloads, management console (HTTPS)',
        ja: 'ポリシー・状態報告、パッチのダウンロード、管理コンソール（HTTPS）',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: '패치 배포 서버', en: 'Patch distribution server', ja: 'パッチ配布サーバー'},
      to: {ko: '통합 서버', en: 'Integration Server', ja: '統合サーバー'},
      purpose: {
        ko: '배포 서버 등록과 상태 보고(HTTPS)',
        en: 'Distribution server registration and status reports (HTTPS)',
        ja: '配布サーバーの登録と状態報告（HTTPS）',
      },
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '패치 배포 서버', en: 'Patch distribution server', ja: 'パッチ配布サーバー'},
      to: {
        ko: '외부 업데이트 카탈로그(프록시 경유)',
        en: 'External update catalog (through a proxy)',
        ja: '外部の更新カタログ（プロキシ経由）',
      },
      purpose: {
        ko: '패치 동기화(HTTPS, 온라인 방식)',
        en: 'Patch sync (HTTPS, online mode)',
        ja: 'パッチの同期（HTTPS、オンライン方式）',
      },
    },
  ],
  values: {
    host: 'patch.example.com',
    port: '8446',
    consoleUrl: 'https://patch.example.com:8446/console',
    healthPath: '/patch/health',
    linuxService: 'patch-server',
    linuxSyncService: 'patch-sync',
    windowsService: 'PatchServer',
    windowsSyncService: 'PatchSync',
    agentService: 'SPKAgent',
    installDir: '/opt/patch-server',
    configFile: '/opt/patch-server/conf/patch-server.conf',
    repository: '/data/patch',
    windowsRepository: 'D:\\PatchRepo',
    agentLog: 'C:\\ProgramData\\SPK\\logs\\spkagent.log',
  },
} satisfies ProductFacts;
