import type {ProductFacts} from '../types';

/**
 * EdgeLink edge-to-internal data relay. Source pages: docs-edgelink/spec/function-spec.md (codes,
 * messages, versions), docs-edgelink/introduction/* (ports), docs-edgelink/install/outbound-install.md.
 */
export default {
  id: 'edgelink',
  name: {ko: 'EdgeLink', en: 'EdgeLink', ja: 'EdgeLink'},
  pages: ['docs-edgelink/'],
  errors: {
    pattern: '\\b(EL-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'EL-1001',
        message: {
          ko: 'Link certificate verification failed',
          en: 'Link certificate verification failed',
          ja: 'Link certificate verification failed',
        },
        cause: {
          ko: '상대 서버 인증서가 링크 CA로 서명되지 않았거나 이름이 맞지 않습니다. 중간의 SSL 검사 장비가 TLS를 가로채는 경우에도 발생합니다.',
          en: "The peer server's certificate was not signed by the link CA, or its name does not match. This also happens when an SSL inspection device in between intercepts TLS.",
          ja: '相手サーバーの証明書がリンクCAで署名されていないか、名前が一致しません。途中のSSLインスペクション装置がTLSを傍受している場合にも発生します。',
        },
        action: {
          ko: '양쪽 서버의 ca.crt가 같은지, 구성 파일의 인바운드 주소가 인증서 이름과 같은지 확인합니다. 7443 구간은 SSL 검사 예외로 등록합니다.',
          en: 'Check that ca.crt is the same on both servers and that the inbound address in the configuration file matches the certificate name. Register the 7443 path as an SSL inspection exception.',
          ja: '両方のサーバーのca.crtが同じか、構成ファイルのインバウンドのアドレスが証明書の名前と同じかを確認します。ポート7443の通信は、SSLインスペクションの例外として登録します。',
        },
      },
      {
        code: 'EL-1002',
        message: {ko: 'Link certificate expired', en: 'Link certificate expired', ja: 'Link certificate expired'},
        cause: {
          ko: '링크 인증서 유효 기간(기본 730일)이 지났습니다.',
          en: "The link certificate's validity period (730 days by default) has passed.",
          ja: 'リンク証明書の有効期間（既定730日）が過ぎています。',
        },
        action: {
          ko: '링크 인증서를 갱신합니다. 만료 30일 전부터 관리 웹에 경고가 표시됩니다.',
          en: 'Renew the link certificate. A warning appears in the admin web from 30 days before expiry.',
          ja: 'リンク証明書を更新します。有効期限の30日前から、管理Webに警告が表示されます。',
        },
      },
      {
        code: 'EL-1003',
        message: {
          ko: 'Outbound server not registered',
          en: 'Outbound server not registered',
          ja: 'Outbound server not registered',
        },
        cause: {
          ko: '인증서는 유효하지만 인바운드 서버에 등록되지 않았거나 폐기된 아웃바운드 서버입니다.',
          en: 'The certificate is valid, but the outbound server is not registered on the inbound server or has been revoked.',
          ja: '証明書は有効ですが、インバウンドサーバーに登録されていないか、失効したアウトバウンドサーバーです。',
        },
        action: {
          ko: '인바운드 관리 웹의 링크 > 아웃바운드 서버에서 등록 상태를 확인합니다.',
          en: 'Check the registration status in Links > Outbound Servers in the inbound admin web.',
          ja: 'インバウンドの管理Webのリンク > アウトバウンドサーバーで、登録状態を確認します。',
        },
      },
      {
        code: 'EL-2001',
        message: {ko: 'Connection refused', en: 'Connection refused', ja: 'Connection refused'},
        cause: {
          ko: '인바운드 서버 7443 포트가 열려 있지 않거나 edgelink-inbound 서비스가 중지되었습니다.',
          en: 'Port 7443 of the inbound server is not open, or the edgelink-inbound service has stopped.',
          ja: 'インバウンドサーバーの7443番ポートが開いていないか、edgelink-inboundサービスが停止しています。',
        },
        action: {
          ko: '인바운드 서비스 상태와 방화벽 정책을 확인합니다.',
          en: 'Check the inbound service status and the firewall policy.',
          ja: 'インバウンドのサービスの状態とファイアウォールポリシーを確認します。',
        },
      },
      {
        code: 'EL-2002',
        message: {ko: 'Connection timed out', en: 'Connection timed out', ja: 'Connection timed out'},
        cause: {
          ko: '방화벽이 패킷을 버리거나 아웃바운드 서버에서 인바운드 서버로 가는 경로가 없습니다.',
          en: 'A firewall drops the packets, or there is no route from the outbound server to the inbound server.',
          ja: 'ファイアウォールがパケットを破棄しているか、アウトバウンドサーバーからインバウンドサーバーへの経路がありません。',
        },
        action: {
          ko: '내부 방화벽 정책과 라우팅을 확인합니다.',
          en: 'Check the internal firewall policy and routing.',
          ja: '内部ファイアウォールのポリシーとルーティングを確認します。',
        },
      },
      {
        code: 'EL-2003',
        message: {ko: 'Link heartbeat lost', en: 'Link heartbeat lost', ja: 'Link heartbeat lost'},
        cause: {
          ko: '링크 연결 후 하트비트(15초 간격) 응답이 3회 연속 없었습니다.',
          en: 'After the link was established, 3 consecutive heartbeats (every 15 seconds) got no response.',
          ja: 'リンクの接続後、ハートビート（15秒間隔）への応答が3回連続でありませんでした。',
        },
        action: {
          ko: '세션 유휴 시간이 짧은 방화벽이나 NAT 장비가 연결을 끊지 않는지 확인합니다.',
          en: 'Check whether a firewall or NAT device with a short session idle timeout is dropping the connection.',
          ja: 'セッションのアイドルタイムアウトが短いファイアウォールやNAT装置が、接続を切断していないかを確認します。',
        },
      },
      {
        code: 'EL-3001',
        message: {ko: 'Spool full', en: 'Spool full', ja: 'Spool full'},
        cause: {
          ko: '수신 측 스풀 사용률이 90%를 넘었습니다.',
          en: 'Spool usage on the receiving side exceeded 90%.',
          ja: '受信側のスプールの使用率が90%を超えました。',
        },
        action: {
          ko: '전달 지연 원인을 해결하거나 스풀 디스크를 늘립니다.',
          en: 'Resolve the cause of the delivery delay or enlarge the spool disk.',
          ja: '配信の遅延の原因を解消するか、スプールディスクを増設します。',
        },
      },
      {
        code: 'EL-3002',
        message: {ko: 'Hash mismatch', en: 'Hash mismatch', ja: 'Hash mismatch'},
        cause: {
          ko: '전달 전후의 SHA-256 해시가 다릅니다.',
          en: 'The SHA-256 hashes before and after transfer differ.',
          ja: '中継の前後でSHA-256ハッシュが異なります。',
        },
        action: {
          ko: '자동으로 다시 보냅니다. 반복되면 네트워크 장비의 내용 변조 기능을 확인합니다.',
          en: 'The file is resent automatically. If it recurs, check network devices for features that modify content.',
          ja: '自動的に再送されます。繰り返し発生する場合は、ネットワーク機器に内容を改変する機能がないかを確認します。',
        },
      },
      {
        code: 'EL-3003',
        message: {ko: 'File too large', en: 'File too large', ja: 'File too large'},
        cause: {
          ko: '파일이 채널의 최대 크기(최대 10GiB)를 넘습니다.',
          en: "The file exceeds the channel's maximum size (up to 10 GiB).",
          ja: 'ファイルがチャネルの最大サイズ（最大10GiB）を超えています。',
        },
        action: {
          ko: '채널 한도를 확인하거나 파일을 나누어 보냅니다.',
          en: 'Check the channel limit or split the file before sending.',
          ja: 'チャネルの上限を確認するか、ファイルを分割して送信します。',
        },
      },
      {
        code: 'EL-4001',
        message: {ko: 'Extension not allowed', en: 'Extension not allowed', ja: 'Extension not allowed'},
        cause: {
          ko: '확장자가 채널 허용 목록에 없습니다. 파일은 격리 저장소로 이동합니다.',
          en: "The extension is not on the channel's allow list. The file is moved to quarantine storage.",
          ja: '拡張子がチャネルの許可リストにありません。ファイルは隔離ストレージに移動されます。',
        },
        action: {
          ko: '채널의 허용 확장자를 확인합니다.',
          en: "Check the channel's allowed extensions.",
          ja: 'チャネルで許可されている拡張子を確認します。',
        },
      },
      {
        code: 'EL-4002',
        message: {ko: 'File signature mismatch', en: 'File signature mismatch', ja: 'File signature mismatch'},
        cause: {
          ko: '확장자와 실제 파일 형식(매직 넘버)이 다릅니다. 파일은 격리 저장소로 이동합니다.',
          en: 'The extension and the actual file format (magic number) differ. The file is moved to quarantine storage.',
          ja: '拡張子と実際のファイル形式（マジックナンバー）が異なります。ファイルは隔離ストレージに移動されます。',
        },
        action: {
          ko: '파일을 만든 장비의 저장 형식을 확인합니다.',
          en: 'Check the save format of the device that created the file.',
          ja: 'ファイルを作成した機器の保存形式を確認します。',
        },
      },
      {
        code: 'EL-4003',
        message: {ko: 'Malware detected', en: 'Malware detected', ja: 'Malware detected'},
        cause: {
          ko: 'ICAP 검사 서버가 악성 코드로 판정했습니다. 파일은 격리 저장소로 이동합니다.',
          en: 'The ICAP scan server judged the file to be malware. The file is moved to quarantine storage.',
          ja: 'ICAPスキャンサーバーがマルウェアと判定しました。ファイルは隔離ストレージに移動されます。',
        },
        action: {
          ko: '격리 파일을 보안 담당자가 확인합니다.',
          en: 'A security officer reviews the quarantined file.',
          ja: '隔離されたファイルをセキュリティ担当者が確認します。',
        },
      },
      {
        code: 'EL-5001',
        message: {
          ko: 'Delivery target unavailable',
          en: 'Delivery target unavailable',
          ja: 'Delivery target unavailable',
        },
        cause: {
          ko: '업무망 전달 대상에 연결하거나 쓸 수 없습니다. 최대 10회까지 재시도합니다.',
          en: 'The delivery target in the internal network cannot be connected to or written to. Delivery is retried up to 10 times.',
          ja: '業務ネットワークの配信先に接続できないか、書き込めません。最大10回まで再試行します。',
        },
        action: {
          ko: '대상 서버 상태, 계정 권한, 디스크 공간을 확인합니다.',
          en: "Check the target server's status, account permissions and disk space.",
          ja: '配信先サーバーの状態、アカウントの権限、ディスクの空き容量を確認します。',
        },
      },
    ],
  },
  releases: [
    {version: '1.6.2', date: '2025-06-16'},
    {version: '1.6.0', date: '2025-02-10'},
    {version: '1.5.0', date: '2024-08-19'},
    {version: '1.4.0', date: '2024-02-13'},
    {version: '1.3.0', date: '2023-08-21'},
    {version: '1.2.0', date: '2023-02-20'},
    {version: '1.1.0', date: '2022-09-05'},
    {version: '1.0.0', date: '2022-03-07'},
  ],
  lifecycle: [{line: {ko: '1.x', en: '1.x', ja: '1.x'}, released: '2022-03-07'}],
  ports: [
    {
      port: '443',
      protocol: 'TCP',
      from: {
        ko: '엣지 장비, EdgeLink 에이전트',
        en: 'Edge devices, EdgeLink agent',
        ja: 'エッジ機器、EdgeLinkエージェント',
      },
      to: {ko: '아웃바운드 서버', en: 'Outbound server', ja: 'アウトバウンドサーバー'},
      purpose: {
        ko: 'HTTPS 업로드 API, 에이전트 업로드',
        en: 'HTTPS upload API, agent upload',
        ja: 'HTTPSアップロードAPI、エージェントからのアップロード',
      },
    },
    {
      port: '2222',
      protocol: 'TCP',
      from: {ko: '엣지 장비', en: 'Edge devices', ja: 'エッジ機器'},
      to: {ko: '아웃바운드 서버', en: 'Outbound server', ja: 'アウトバウンドサーバー'},
      purpose: {
        ko: 'SFTP 업로드(공개 키 인증)',
        en: 'SFTP upload (public key authentication)',
        ja: 'SFTPアップロード（公開鍵認証）',
      },
    },
    {
      port: '22, 990',
      protocol: 'TCP',
      from: {ko: '아웃바운드 서버', en: 'Outbound server', ja: 'アウトバウンドサーバー'},
      to: {ko: '엣지 SFTP·FTPS 서버', en: 'Edge SFTP/FTPS servers', ja: 'エッジのSFTP・FTPSサーバー'},
      purpose: {
        ko: '가져오기 스케줄(선택, 엣지 서버의 포트)',
        en: "Pull schedules (optional, edge server's port)",
        ja: '取得スケジュール（任意、エッジサーバーのポート）',
      },
    },
    {
      port: '7443',
      protocol: 'TCP',
      from: {ko: '아웃바운드 서버', en: 'Outbound server', ja: 'アウトバウンドサーバー'},
      to: {ko: '인바운드 서버', en: 'Inbound server', ja: 'インバウンドサーバー'},
      purpose: {
        ko: '데이터 링크(TLS 1.3, 상호 인증)',
        en: 'Data link (TLS 1.3, mutual authentication)',
        ja: 'データリンク（TLS 1.3、相互認証）',
      },
    },
    {
      port: '9443',
      protocol: 'TCP',
      from: {ko: '관리자 PC(관리망)', en: 'Administrator PC (management network)', ja: '管理者PC（管理ネットワーク）'},
      to: {
        ko: '인바운드 서버, 아웃바운드 서버',
        en: 'Inbound server, outbound server',
        ja: 'インバウンドサーバー、アウトバウンドサーバー',
      },
      purpose: {ko: '관리 웹', en: 'Admin web', ja: '管理Web'},
    },
    {
      port: '9100',
      protocol: 'TCP',
      from: {ko: '모니터링 서버', en: 'Monitoring server', ja: '監視サーバー'},
      to: {ko: '인바운드 서버', en: 'Inbound server', ja: 'インバウンドサーバー'},
      purpose: {ko: '지표 수집(선택)', en: 'Metrics collection (optional)', ja: 'メトリクス収集（任意）'},
    },
    {
      port: '445',
      protocol: 'TCP',
      from: {ko: '인바운드 서버', en: 'Inbound server', ja: 'インバウンドサーバー'},
      to: {ko: '파일 서버', en: 'File server', ja: 'ファイルサーバー'},
      purpose: {ko: 'SMB 전달', en: 'SMB delivery', ja: 'SMBによる配信'},
    },
    {
      port: '22',
      protocol: 'TCP',
      from: {ko: '인바운드 서버', en: 'Inbound server', ja: 'インバウンドサーバー'},
      to: {ko: 'SFTP 서버', en: 'SFTP server', ja: 'SFTPサーバー'},
      purpose: {ko: 'SFTP 전달', en: 'SFTP delivery', ja: 'SFTPによる配信'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '인바운드 서버', en: 'Inbound server', ja: 'インバウンドサーバー'},
      to: {ko: '업무 시스템', en: 'Business system', ja: '業務システム'},
      purpose: {ko: 'HTTPS 웹훅 전달', en: 'HTTPS webhook delivery', ja: 'HTTPS Webhookによる配信'},
    },
    {
      port: '1344',
      protocol: 'TCP',
      from: {ko: '인바운드 서버', en: 'Inbound server', ja: 'インバウンドサーバー'},
      to: {ko: '악성 코드 검사 서버', en: 'Malware scan server', ja: 'マルウェアスキャンサーバー'},
      purpose: {ko: 'ICAP 검사(선택)', en: 'ICAP scan (optional)', ja: 'ICAPによるスキャン（任意）'},
    },
    {
      port: '514',
      protocol: 'UDP',
      from: {ko: '인바운드 서버', en: 'Inbound server', ja: 'インバウンドサーバー'},
      to: {ko: '로그 서버', en: 'Log server', ja: 'ログサーバー'},
      purpose: {ko: 'Syslog 전송(선택)', en: 'Syslog forwarding (optional)', ja: 'Syslogの転送（任意）'},
    },
    {
      port: '6514',
      protocol: 'TCP',
      from: {ko: '인바운드 서버', en: 'Inbound server', ja: 'インバウンドサーバー'},
      to: {ko: '로그 서버', en: 'Log server', ja: 'ログサーバー'},
      purpose: {
        ko: 'Syslog over TLS 전송(선택)',
        en: 'Syslog over TLS forwarding (optional)',
        ja: 'Syslog over TLSの転送（任意）',
      },
    },
  ],
  values: {
    inboundHost: 'edgelink-in.example.com',
    outboundConfig: '/etc/edgelink/outbound.yaml',
    certDir: '/etc/edgelink/certs/',
    spoolPath: '/var/lib/edgelink/spool',
    quarantinePath: '/var/lib/edgelink/quarantine',
    transferLog: '/var/log/edgelink/transfer.log',
    outboundService: 'edgelink-outbound',
    inboundService: 'edgelink-inbound',
    cli: 'elctl',
  },
} satisfies ProductFacts;
