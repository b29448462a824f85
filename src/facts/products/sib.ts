import type {ProductFacts} from '../types';

/**
 * SIB 정보 흐름 관리. The support pages "민감 문서 흐름" describe this product. It has no release
 * notes: 2.1.0 is the current version its pages name (agent package), 2.0.0 the first release of
 * the 2.x line (life-cycle notice); the 2.1.0 date was assigned when the facts were collected.
 */
export default {
  id: 'sib',
  name: {ko: 'SIB 정보 흐름 관리', en: 'SIB Information Flow'},
  pages: [
    'docs-sib/',
    'docs-support/document-security-orchestration/sensitive-docs-flow.md',
    'docs-support/document-security-orchestration/sensitive-docs-flow-faq.md',
  ],
  releases: [
    {version: '2.1.0', date: '2024-11-04'},
    {version: '2.0.0', date: '2023-06-01'},
  ],
  lifecycle: [{line: {ko: '2.x', en: '2.x'}, released: '2023-06-01'}],
  ports: [
    {
      port: '9740',
      protocol: 'TCP',
      from: {ko: 'SIB 에이전트, 채널 커넥터', en: 'SIB agent, channel connectors'},
      to: {ko: 'SIB 수집 서버', en: 'SIB collection server'},
      purpose: {ko: '문서 이동 이벤트 전송', en: 'Document movement event delivery'},
    },
    {
      port: '9743',
      protocol: 'TCP',
      from: {ko: '관리자 브라우저', en: 'Administrator browser'},
      to: {ko: '관리 콘솔', en: 'Admin console'},
      purpose: {ko: '흐름 맵, 경보, 규칙 관리(HTTPS)', en: 'Flow map, alert and rule management (HTTPS)'},
    },
    {
      port: '8443',
      protocol: 'TCP',
      from: {ko: 'SIB 수집 서버', en: 'SIB collection server'},
      to: {ko: '문서보안 통합 서버(SCI)', en: 'Document Security integrate server (SCI)'},
      purpose: {
        ko: '문서 ID, 보안 등급, 조직 정보 연동(HTTPS)',
        en: 'Document ID, security level and organization data integration (HTTPS)',
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
