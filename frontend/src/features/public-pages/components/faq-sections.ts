/**
 * The FAQ's sections and questions, in order. Each question's text is `public-pages:faq.<section>.<question>.q`
 * and its answer `….a` (a unit test checks both exist in every language).
 */
export const FAQ_SECTIONS = [
  { id: 'booking', questions: ['how', 'minimum', 'advance', 'answer', 'recurring', 'properties'] },
  { id: 'payment', questions: ['when', 'how', 'taxes', 'fees', 'discount', 'failed'] },
  { id: 'cancellation', questions: ['free', 'late', 'postpone', 'cleaner', 'refund', 'declined'] },
  { id: 'payouts', questions: ['when', 'instant', 'keep', 'account', 'lateFee', 'taxes'] },
  { id: 'safety', questions: ['vetted', 'reviews', 'photos', 'cash', 'data', 'problem'] },
  { id: 'verification', questions: ['what', 'who', 'age', 'badge', 'minimumAge', 'rejected'] },
] as const;

export const faqKeys = (section: string, question: string) => ({
  question: `public-pages:faq.${section}.${question}.q`,
  answer: `public-pages:faq.${section}.${question}.a`,
});

export const faqSectionTitleKey = (section: string) => `public-pages:faq.${section}.title`;
