import type {ProductFacts} from '../types';

/**
 * SIB 정보 흐름 관리. The support pages "민감 문서 흐름" describe this product. It has no release
 * notes: 2.1.0 is the current version its pages name (agent package), 2.0.0 the first release of
 * the 2.x line (life-cycle notice); the 2.1.0 date was assigned when the facts were collected.
 */
export default {
  id: 'sib',
  name: {ko: 'SIB 정보 흐름 관리', en: 'SIB Information Flow', ja: 'SIB情報フロー管理'},
  pages: [
    'docs-sib/',
    'docs-support/document-security-orchestration/sensitive-docs-flow.md',
    'docs-support/document-security-orchestration/sensitive-docs-flow-faq.md',
  ],
  releases: [
    {version: '2.1.0', date: '2024-11-04'},
    {version: '2.0.0', date: '2023-06-01'},
  ],
  lifecycle: [{line: {ko: '2.x', en: '2.x', ja: '2.x'}, released: '2023-06-01'}],
  ports: [
    {
      port: '9740',
      protocol: 'TCP',
      from: {
        ko: 'SIB 에이전트, 채널 커넥터',
        en: 'SIB agent, channel connectors',
        ja: 'SIBエージェント、チャネルコネクター',
      },
      to: {ko: 'SIB 수집 서버', en: 'SIB collection server', ja: 'SIB収集サーバー'},
      purpose: {ko: '문서 이동 이벤트 전송', en: 'Document movement event delivery', ja: '文書移動イベントの送信'},
    },
    {
      port: '9743',
      protocol: 'TCP',
      from: {ko: '관리자 브라우저', en: 'Administrator browser', ja: '管理者のブラウザー'},
      to: {ko: '관리 콘솔', en: 'Admin console', ja: '管理コンソール'},
      purpose: {
        ko: '흐름 맵, 경보, 규칙 관리(HTTPS)',
        en: 'Flow map, alert and rule management (HTTPS)',
        ja: 'フローマップ、アラート、ルールの管理（HTTPS）',
      },
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: 'SIB 수집 서버', en: 'SIB collection server', ja: 'SIB収集サーバー'},
      to: {
        ko: '문서보안 통합 서버(SCI)',
        en: 'Document Security Integration Server (SCI)',
        ja: '文書セキュリティ統合サーバー（SCI）',
      },
      purpose: {
        ko: '문서 ID, 보안 등급, 조직 정보 연동(HTTPS)',
        en: 'Document ID, security level and organization data integration (HTTPS)',
        ja: '文書ID、セキュリティ等級、組織情報の連携（HTTPS）',
      },
    },
  ],
  values: {
    host: 'sib.example.com',
    consoleUrl: 'https://sib.example.com:9743',
    agentInstaller: 'SIBAgentSetup_x64_2.1.0.exe',
    dsServer: 'ds.example.com:8443',
  },
} satisfies ProductFacts;
