import type {ProductFacts} from '../types';

/**
 * EdgeLink edge-to-internal data relay. Source pages: docs-edgelink/spec/function-spec.md (codes,
 * messages, versions), docs-edgelink/introduction/* (ports), docs-edgelink/install/outbound-install.md.
 */
export default {
  id: 'edgelink',
  name: {ko: 'EdgeLink', en: 'EdgeLink'},
  pages: ['docs-edgelink/'],
  errors: {
    pattern: '\\b(EL-\\d{4})\\b',
    siteWide: true,
    codes: [
      {
        code: 'EL-1001',
        message: {ko: 'Link certificate verification failed', en: 'Link certificate verification failed'},
        cause: {
          ko: '상대 서버 인증서가 링크 CA로 서명되지 않았거나 이름이 맞지 않습니다. 중간의 SSL 검사 장비가 TLS를 가로채는 경우에도 발생합니다.',
          en: "The peer server's certificate was not signed by the link CA, or its name does not match. This also happens when an SSL inspection device in between intercepts TLS.",
        },
        action: {
          ko: '양쪽 서버의 ca.crt가 같은지, 구성 파일의 인바운드 주소가 인증서 이름과 같은지 확인합니다. 7443 구간은 SSL 검사 예외로 등록합니다.',
          en: 'Check that ca.crt is the same on both servers and that the inbound address in the configuration file matches the certificate name. Register the 7443 path as an SSL inspection exception.',
        },
      },
      {
        code: 'EL-1002',
        message: {ko: 'Link certificate expired', en: 'Link certificate expired'},
        cause: {
          ko: '링크 인증서 유효 기간(기본 730일)이 지났습니다.',
          en: "The link certificate's validity period (730 days by default) has passed.",
        },
        action: {
          ko: '링크 인증서를 갱신합니다. 만료 30일 전부터 관리 웹에 경고가 표시됩니다.',
          en: 'Renew the link certificate. A warning appears in the admin web from 30 days before expiry.',
        },
      },
      {
        code: 'EL-1003',
        message: {ko: 'Outbound server not registered', en: 'Outbound server not registered'},
        cause: {
          ko: '인증서는 유효하지만 인바운드 서버에 등록되지 않았거나 폐기된 아웃바운드 서버입니다.',
          en: 'The certificate is valid, but the outbound server is not registered on the inbound server or has been revoked.',
        },
        action: {
          ko: '인바운드 관리 웹의 링크 > 아웃바운드 서버에서 등록 상태를 확인합니다.',
          en: 'Check the registration status in Links > Outbound Servers in the inbound admin web.',
        },
      },
      {
        code: 'EL-2001',
        message: {ko: 'Connection refused', en: 'Connection refused'},
        cause: {
          ko: '인바운드 서버 7443 포트가 열려 있지 않거나 edgelink-inbound 서비스가 중지되었습니다.',
          en: 'Port 7443 of the inbound server is not open, or the edgelink-inbound service has stopped.',
        },
        action: {
          ko: '인바운드 서비스 상태와 방화벽 정책을 확인합니다.',
          en: 'Check the inbound service status and the firewall policy.',
        },
      },
      {
        code: 'EL-2002',
        message: {ko: 'Connection timed out', en: 'Connection timed out'},
        cause: {
          ko: '방화벽이 패킷을 버리거나 아웃바운드 서버에서 인바운드 서버로 가는 경로가 없습니다.',
          en: 'A firewall drops the packets, or there is no route from the outbound server to the inbound server.',
        },
        action: {ko: '내부 방화벽 정책과 라우팅을 확인합니다.', en: 'Check the internal firewall policy and routing.'},
      },
      {
        code: 'EL-2003',
        message: {ko: 'Link heartbeat lost', en: 'Link heartbeat lost'},
        cause: {
          ko: '링크 연결 후 하트비트(15초 간격) 응답이 3회 연속 없었습니다.',
          en: 'After the link was established, 3 consecutive heartbeats (every 15 seconds) got no response.',
        },
        action: {
          ko: '세션 유휴 시간이 짧은 방화벽이나 NAT 장비가 연결을 끊지 않는지 확인합니다.',
          en: 'Check whether a firewall or NAT device with a short session idle timeout is dropping the connection.',
        },
      },
      {
        code: 'EL-3001',
        message: {ko: 'Spool full', en: 'Spool full'},
        cause: {ko: '수신 측 스풀 사용률이 90%를 넘었습니다.', en: 'Spool usage on the receiving side exceeded 90%.'},
        action: {
          ko: '전달 지연 원인을 해결하거나 스풀 디스크를 늘립니다.',
          en: 'Resolve the cause of the delivery delay or enlarge the spool disk.',
        },
      },
      {
        code: 'EL-3002',
        message: {ko: 'Hash mismatch', en: 'Hash mismatch'},
        cause: {ko: '전달 전후의 SHA-256 해시가 다릅니다.', en: 'The SHA-256 hashes before and after transfer differ.'},
        action: {
          ko: '자동으로 다시 보냅니다. 반복되면 네트워크 장비의 내용 변조 기능을 확인합니다.',
          en: 'The file is resent automatically. If it recurs, check network devices for features that modify content.',
        },
      },
      {
        code: 'EL-3003',
        message: {ko: 'File too large', en: 'File too large'},
        cause: {
          ko: '파일이 채널의 최대 크기(최대 10GiB)를 넘습니다.',
          en: "The file exceeds the channel's maximum size (up to 10GiB).",
        },
        action: {
          ko: '채널 한도를 확인하거나 파일을 나누어 보냅니다.',
          en: 'Check the channel limit or split the file before sending.',
        },
      },
      {
        code: 'EL-4001',
        message: {ko: 'Extension not allowed', en: 'Extension not allowed'},
        cause: {
          ko: '확장자가 채널 허용 목록에 없습니다. 파일은 격리 저장소로 이동합니다.',
          en: "The extension is not on the channel's allow list. The file is moved to quarantine storage.",
        },
        action: {ko: '채널의 허용 확장자를 확인합니다.', en: "Check the channel's allowed extensions."},
      },
      {
        code: 'EL-4002',
        message: {ko: 'File signature mismatch', en: 'File signature mismatch'},
        cause: {
          ko: '확장자와 실제 파일 형식(매직 넘버)이 다릅니다. 파일은 격리 저장소로 이동합니다.',
          en: 'The extension and the actual file format (magic number) differ. The file is moved to quarantine storage.',
        },
        action: {
          ko: '파일을 만든 장비의 저장 형식을 확인합니다.',
          en: 'Check the save format of the device that created the file.',
        },
      },
      {
        code: 'EL-4003',
        message: {ko: 'Malware detected', en: 'Malware detected'},
        cause: {
          ko: 'ICAP 검사 서버가 악성 코드로 판정했습니다. 파일은 격리 저장소로 이동합니다.',
          en: 'The ICAP scan server judged the file to be malware. The file is moved to quarantine storage.',
        },
        action: {ko: '격리 파일을 보안 담당자가 확인합니다.', en: 'A security officer reviews the quarantined file.'},
      },
      {
        code: 'EL-5001',
        message: {ko: 'Delivery target unavailable', en: 'Delivery target unavailable'},
        cause: {
          ko: '업무망 전달 대상에 연결하거나 쓸 수 없습니다. 최대 10회까지 재시도합니다.',
          en: 'The delivery target in the internal network cannot be connected to or written to. Delivery is retried up to 10 times.',
        },
        action: {
          ko: '대상 서버 상태, 계정 권한, 디스크 공간을 확인합니다.',
          en: "Check the target server's status, account permissions and disk space.",
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
  lifecycle: [{line: {ko: '1.x', en: '1.x'}, released: '2022-03-07'}],
  ports: [
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '엣지 장비, EdgeLink 에이전트', en: 'Edge devices, EdgeLink agent'},
      to: {ko: '아웃바운드 서버', en: 'Outbound server'},
      purpose: {ko: 'HTTPS 업로드 API, 에이전트 업로드', en: 'HTTPS upload API, agent upload'},
    },
    {
      port: '2222',
      protocol: 'TCP',
      from: {ko: '엣지 장비', en: 'Edge devices'},
      to: {ko: '아웃바운드 서버', en: 'Outbound server'},
      purpose: {ko: 'SFTP 업로드(공개 키 인증)', en: 'SFTP upload (public key authentication)'},
    },
    {
      port: '22, 990',
      protocol: 'TCP',
      from: {ko: '아웃바운드 서버', en: 'Outbound server'},
      to: {ko: '엣지 SFTP·FTPS 서버', en: 'Edge SFTP/FTPS servers'},
      purpose: {ko: '가져오기 스케줄(선택, 엣지 서버의 포트)', en: "Pull schedules (optional, edge server's port)"},
    },
    {
      port: '7443',
      protocol: 'TCP',
      from: {ko: '아웃바운드 서버', en: 'Outbound server'},
      to: {ko: '인바운드 서버', en: 'Inbound server'},
      purpose: {ko: '데이터 링크(TLS 1.3, 상호 인증)', en: 'Data link (TLS 1.3, mutual authentication)'},
    },
    {
      port: '9443',
      protocol: 'TCP',
      from: {ko: '관리자 PC(관리망)', en: 'Administrator PC (management network)'},
      to: {ko: '인바운드 서버, 아웃바운드 서버', en: 'Inbound server, outbound server'},
      purpose: {ko: '관리 웹', en: 'Admin web'},
    },
    {
      port: '9100',
      protocol: 'TCP',
      from: {ko: '모니터링 서버', en: 'Monitoring server'},
      to: {ko: '인바운드 서버', en: 'Inbound server'},
      purpose: {ko: '지표 수집(선택)', en: 'Metrics collection (optional)'},
    },
    {
      port: '445',
      protocol: 'TCP',
      from: {ko: '인바운드 서버', en: 'Inbound server'},
      to: {ko: '파일 서버', en: 'File server'},
      purpose: {ko: 'SMB 전달', en: 'SMB delivery'},
    },
    {
      port: '22',
      protocol: 'TCP',
      from: {ko: '인바운드 서버', en: 'Inbound server'},
      to: {ko: 'SFTP 서버', en: 'SFTP server'},
      purpose: {ko: 'SFTP 전달', en: 'SFTP delivery'},
    },
    {
      port: '443',
      protocol: 'TCP',
      from: {ko: '인바운드 서버', en: 'Inbound server'},
      to: {ko: '업무 시스템', en: 'Business system'},
      purpose: {ko: 'HTTPS 웹훅 전달', en: 'HTTPS webhook delivery'},
    },
    {
      port: '1344',
      protocol: 'TCP',
      from: {ko: '인바운드 서버', en: 'Inbound server'},
      to: {ko: '악성 코드 검사 서버', en: 'Malware scan server'},
      purpose: {ko: 'ICAP 검사(선택)', en: 'ICAP scan (optional)'},
    },
    {
      port: '514',
      protocol: 'UDP',
      from: {ko: '인바운드 서버', en: 'Inbound server'},
      to: {ko: '로그 서버', en: 'Log server'},
      purpose: {ko: 'Syslog 전송(선택)', en: 'Syslog forwarding (optional)'},
    },
    {
      port: '6514',
      protocol: 'TCP',
      from: {ko: '인바운드 서버', en: 'Inbound server'},
      to: {ko: '로그 서버', en: 'Log server'},
      purpose: {ko: 'Syslog over TLS 전송(선택)', en: 'Syslog over TLS forwarding (optional)'},
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
