/**
 * The feedback form's words in each language. They sit with the form, which loads when the reader
 * answers, instead of in code.json, whose messages every page downloads.
 */
import type {LocaleId} from '@site/src/sections/types';

export const FORM_TEXT = {
  ko: {
    outdated: '내용이 틀리거나 오래되었습니다',
    steps: '절차가 빠져 있습니다',
    unclear: '이해하기 어렵습니다',
    translation: '번역에 문제가 있습니다',
    other: '기타',
    thanks: '의견을 보내 주셔서 감사합니다. 문서팀이 확인하겠습니다.',
    reasons: '무엇이 문제였나요?',
    comment: '의견 (선택, {max}자 이내)',
    failed: '의견을 보내지 못했습니다. 입력한 내용은 그대로 있으니 잠시 후 다시 보내 주세요.',
    retry: '다시 보내기',
    submit: '보내기',
    cancel: '취소',
  },
  en: {
    outdated: 'The content is wrong or out of date',
    steps: 'Steps are missing',
    unclear: "It's hard to understand",
    translation: "There's a problem with the translation",
    other: 'Something else',
    thanks: 'Thank you for your feedback. The documentation team will review it.',
    reasons: 'What was the problem?',
    comment: 'Comment (optional, up to {max} characters)',
    failed: "We couldn't send your feedback. What you entered is still here; try again in a moment.",
    retry: 'Try again',
    submit: 'Submit',
    cancel: 'Cancel',
  },
  ja: {
    outdated: '内容が誤っているか古い',
    steps: '手順が抜けている',
    unclear: '分かりにくい',
    translation: '翻訳に問題がある',
    other: 'その他',
    thanks: 'フィードバックをお送りいただきありがとうございます。ドキュメントチームが確認します。',
    reasons: 'どのような問題がありましたか？',
    comment: 'ご意見（任意、{max}文字以内）',
    failed:
      'フィードバックを送信できませんでした。入力内容はそのまま残っています。しばらくしてから再度送信してください。',
    retry: '再送信',
    submit: '送信',
    cancel: 'キャンセル',
  },
} satisfies Record<LocaleId, Record<string, string>>;
