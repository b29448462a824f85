/**
 * Support levels and response targets: the one table the support-policy notice renders and
 * every other page links to. Filled from docs-support/notice/기술지원-정책.md.
 */
import type {Text} from './types';

export interface Severity {
  readonly id: 'S1' | 'S2' | 'S3' | 'S4';
  readonly name: Text;
  readonly definition: Text;
}

/** A support contract tier; response targets can differ per tier. */
export interface SupportTier {
  readonly id: string;
  readonly name: Text;
}

export interface ResponseTarget {
  readonly severity: Severity['id'];
  /** First response target per tier id. */
  readonly firstResponse: Readonly<Record<string, Text>>;
  /** How often progress is shared. */
  readonly updates: Text;
}

export interface SupportLevels {
  readonly tiers: readonly SupportTier[];
  readonly severities: readonly Severity[];
  readonly targets: readonly ResponseTarget[];
}

export const SUPPORT_LEVELS: SupportLevels = {
  tiers: [
    {id: 'standard', name: {ko: '표준', en: 'Standard', ja: 'スタンダード'}},
    {id: 'premium', name: {ko: '프리미엄', en: 'Premium', ja: 'プレミアム'}},
  ],
  severities: [
    {
      id: 'S1',
      name: {ko: '긴급', en: 'Critical', ja: '緊急'},
      definition: {
        ko: '운영 서비스 전체 중단, 전사 사용자 로그인 불가, 데이터 손실 위험',
        en: 'Complete outage of the production service, company-wide users unable to sign in, risk of data loss',
        ja: '本番サービス全体の停止、全社のユーザーがログインできない、データ損失のおそれ',
      },
    },
    {
      id: 'S2',
      name: {ko: '높음', en: 'High', ja: '高'},
      definition: {
        ko: '주요 기능 장애, 일부 부서 업무 중단, 우회 방법 없음',
        en: 'Failure of a major function, business stopped in some departments, no workaround',
        ja: '主要機能の障害、一部の部署の業務停止、回避策なし',
      },
    },
    {
      id: 'S3',
      name: {ko: '보통', en: 'Medium', ja: '中'},
      definition: {
        ko: '일부 기능 오류, 우회 방법 있음',
        en: 'Error in some functions, workaround available',
        ja: '一部機能のエラー、回避策あり',
      },
    },
    {
      id: 'S4',
      name: {ko: '낮음', en: 'Low', ja: '低'},
      definition: {
        ko: '사용 문의, 설정 문의, 기능 개선 요청',
        en: 'Usage questions, configuration questions, feature improvement requests',
        ja: '使い方に関する問い合わせ、設定に関する問い合わせ、機能改善の要望',
      },
    },
  ],
  targets: [
    {
      severity: 'S1',
      firstResponse: {
        standard: {
          ko: '1시간 이내(영업시간 기준)',
          en: 'Within 1 hour (business hours)',
          ja: '1時間以内（営業時間基準）',
        },
        premium: {
          ko: '1시간 이내(연중무휴 24시간)',
          en: 'Within 1 hour (24 hours a day, 365 days a year)',
          ja: '1時間以内（年中無休24時間）',
        },
      },
      updates: {ko: '2시간마다', en: 'Every 2 hours', ja: '2時間ごと'},
    },
    {
      severity: 'S2',
      firstResponse: {
        standard: {
          ko: '4시간 이내(영업시간 기준)',
          en: 'Within 4 hours (business hours)',
          ja: '4時間以内（営業時間基準）',
        },
        premium: {
          ko: '4시간 이내(영업시간 기준)',
          en: 'Within 4 hours (business hours)',
          ja: '4時間以内（営業時間基準）',
        },
      },
      updates: {ko: '1 영업일마다', en: 'Every business day', ja: '1営業日ごと'},
    },
    {
      severity: 'S3',
      firstResponse: {
        standard: {ko: '1 영업일 이내', en: 'Within 1 business day', ja: '1営業日以内'},
        premium: {ko: '1 영업일 이내', en: 'Within 1 business day', ja: '1営業日以内'},
      },
      updates: {ko: '3 영업일마다', en: 'Every 3 business days', ja: '3営業日ごと'},
    },
    {
      severity: 'S4',
      firstResponse: {
        standard: {ko: '3 영업일 이내', en: 'Within 3 business days', ja: '3営業日以内'},
        premium: {ko: '3 영업일 이내', en: 'Within 3 business days', ja: '3営業日以内'},
      },
      updates: {ko: '처리 완료 시', en: 'On completion', ja: '対応完了時'},
    },
  ],
};
