/** Starter files written by new:section and new:doc. Real, product-neutral text that passes the lint. */
import type {NewSection} from './new-section.mts';
import type {LocaleId} from '../src/sections/types';
import {UI_STRINGS} from './i18n-strings.mts';

export const landingPage = (s: NewSection): string => `---
title: ${s.name.ko} 문서 홈
description: ${s.summary.ko}
${s.tags ? 'tags: [guide]\n' : ''}sidebar_position: 1
---

${s.summary.ko} 이 페이지는 ${s.name.ko} 문서 전체의 출발점으로, 제품 구성과 문서 구성, 대상 독자별로 먼저 읽을 문서를 안내합니다.

## 제품 구성 {#components}

${s.name.ko}는 관리자가 정책과 설정을 관리하는 관리자 콘솔, 정책을 저장하고 적용하는 서버, 사용자 환경에서 동작하는 클라이언트로 구성됩니다. 관리자는 콘솔에서 변경한 내용을 저장하고 적용하며, 클라이언트는 다음 동기화 주기에 변경 사항을 받아 반영합니다.

\`\`\`mermaid
flowchart LR
  A["관리자"] --> B["관리자 콘솔"]
  B --> C["${s.name.ko} 서버"]
  C --> D["사용자 클라이언트"]
\`\`\`

## 대상 독자별 안내 {#audience}

| 독자 | 먼저 읽을 문서 |
| --- | --- |
| 처음 도입을 검토하는 담당자 | [시작하기](./guide/getting-started.md) |
| 제품을 설치하고 운영하는 관리자 | [가이드](/${s.id}/category/guide) |

## 문서 카테고리 {#categories}

- [가이드](/${s.id}/category/guide): 설치, 설정, 운영 절차를 단계별로 설명합니다.

## 문서 이용 안내 {#using-the-docs}

각 문서는 사전 준비, 번호 매긴 절차, 설정 표, 결과 확인, 문제 해결 순서로 구성됩니다. 절차는 위에서부터 차례로 진행하며, 주의 상자로 표시한 내용은 서비스에 영향을 줄 수 있으므로 작업 전에 반드시 확인합니다. 페이지 오른쪽의 목차에서 원하는 단계로 바로 이동할 수 있고, 상단 검색창에서 메뉴 이름이나 오류 코드로 문서를 찾을 수 있습니다.

## 도움 받기 {#help}

문서에서 답을 찾지 못했거나 절차대로 진행했는데도 결과가 다르면 제품 버전, 운영체제, 오류 메시지 원문, 문제가 생긴 시각을 정리해 기술지원팀에 문의합니다. 문서의 오류나 개선 의견은 상단 메뉴의 피드백 링크로 보내 주시면 다음 문서 배포에 반영합니다.
`;

export const gettingStartedPage = (s: NewSection): string => `---
title: 시작하기
description: ${s.name.ko} 문서를 읽는 순서와 문서에서 쓰는 표기 규칙을 안내합니다.
${s.tags ? 'tags: [guide]\n' : ''}sidebar_position: 1
---

이 문서는 ${s.name.ko}를 처음 도입하는 관리자와 사용자를 위해 문서를 읽는 순서와 문서 전체에서 쓰는 표기 규칙을 설명합니다.

## 읽는 순서 {#reading-order}

1. [문서 홈](../index.md)에서 제품 구성과 대상 독자별 안내를 확인합니다. 같은 카테고리의 다른 문서는 [가이드 목록](/${s.id}/category/guide)에서 찾습니다.
2. 설치 전에 지원 환경과 필요한 권한을 확인합니다.
3. 설치와 초기 설정을 마친 뒤 운영 절차 문서를 참고합니다.
4. 문제가 생기면 자주 묻는 질문과 오류 코드 설명을 먼저 확인합니다.

## 표기 규칙 {#conventions}

| 표기 | 의미 |
| --- | --- |
| **메뉴 > 하위 메뉴** | 관리자 콘솔에서 차례로 선택하는 메뉴 경로 |
| \`코드\` | 그대로 입력하는 값, 파일 경로, 명령 |
| 주의 상자 | 설정을 잘못하면 서비스에 영향이 있는 내용 |

:::tip
명령과 설정 값은 복사해서 쓰되, 예시의 호스트 이름과 IP 주소는 실제 환경의 값으로 바꿉니다.
:::

## 작업 전 확인 사항 {#before-you-start}

설정을 바꾸기 전에는 현재 설정을 내보내 백업하고, 변경 작업은 사용자가 적은 시간대에 진행합니다. 관리자 계정은 작업에 필요한 최소 권한만 가진 계정을 쓰며, 작업 내용과 시각을 기록해 두면 문제가 생겼을 때 원인을 빠르게 찾을 수 있습니다. 운영 환경에 적용하기 전에 시험 환경에서 먼저 확인하는 것을 권장합니다.

## 버전과 변경 사항 {#versions}

문서는 현재 지원하는 최신 버전을 기준으로 작성합니다. 이전 버전과 동작이 다른 부분은 본문에 버전을 함께 적으며, 버전별 변경 사항은 릴리스 노트에서 확인합니다. 설정 화면이 문서와 다르면 제품 버전을 먼저 확인하고, 그래도 다르면 기술지원팀에 문의합니다.
`;

export const categoryJson = (s: NewSection): string =>
  JSON.stringify(
    {
      label: '가이드',
      position: 2,
      collapsible: true,
      link: {
        type: 'generated-index',
        slug: '/category/guide',
        title: '가이드',
        description: `${s.name.ko}의 설치, 설정, 운영 절차를 안내하는 문서입니다.`,
      },
    },
    null,
    2,
  ) + '\n';

export const GUIDE_LABEL: Record<LocaleId, string> = {ko: '가이드', en: 'Guide', ja: 'ガイド'};

export function i18nDocs(s: NewSection, locale: LocaleId): Record<string, {message: string; description: string}> {
  const label = GUIDE_LABEL[locale];
  const description = UI_STRINGS['category.description'][locale]
    .replace('{label}', label)
    .replace('{product}', s.name[locale]);
  return {
    'sidebar.sidebar.category.guide': {
      message: label,
      description: "The label for category '가이드' in sidebar 'sidebar'",
    },
    'sidebar.sidebar.category.guide.link.generated-index.title': {
      message: label,
      description: "The generated-index page title for category '가이드' in sidebar 'sidebar'",
    },
    'sidebar.sidebar.category.guide.link.generated-index.description': {
      message: description,
      description: "The generated-index page description for category '가이드' in sidebar 'sidebar'",
    },
  };
}

/** A new page: front matter from the section's defaults and an outline to write into. */
/** A section's tags for a new page: those chosen, and every one it declares (offered in a comment). */
export interface PageTags {
  chosen: readonly string[];
  declared: readonly string[];
}

const tagLines = (tags: PageTags | null): string =>
  tags
    ? `tags: [${tags.chosen.join(', ')}]\n${tags.declared.length ? `# tags.yml declares: ${tags.declared.join(', ')}\n` : ''}`
    : '';

export const docPage = (title: string, tags: PageTags | null, position: number): string => `---
title: ${title}
description: ${title}에 대해 설명합니다.
${tagLines(tags)}sidebar_position: ${position}
---

<!-- 첫 문단: 이 문서가 무엇을 다루고 누구를 위한 것인지 한두 문장으로 씁니다. -->

## 개요 {#overview}

<!-- 사전 준비, 번호 매긴 절차, 설정 표(항목/설명/기본값/허용 값), 결과 확인, 문제 해결 순서로 씁니다. WRITING.md의 페이지 유형별 구성을 따릅니다. -->
`;
