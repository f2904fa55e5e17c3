// The FAQ's six fixed questions (reference §2, §9). Shipping figures come from the shop facts.
import { shopperRupees } from '../contract/money';
import type { ShopSettings } from '../lib/shop';

export interface Faq {
  /** Stable fragment id for the question. */
  id: string;
  question: string;
  /** Paragraphs of plain text; the search matches them as written. */
  answer: string[];
  /** A Journal article that goes further. */
  more?: { href: string; label: string };
}

/** The questions in the order shoppers see them, with the shop's shipping rule. */
export const faqsFor = (shipping: ShopSettings['shipping']): Faq[] => [
  {
    id: 'purity',
    question: 'How pure is the silver in your jewellery?',
    answer: [
      'Every piece is made from 925 sterling silver: 92.5% fine silver alloyed with 7.5% copper, which gives the metal the strength to hold stones and fine detail. Pure silver is too soft to wear every day.',
      'Each piece is stamped 925, and its weight in grams is listed on its product page and written on your invoice.',
    ],
  },
  {
    id: 'shipping',
    question: 'Do you ship across India, and what does it cost?',
    answer: [
      `Yes. Shipping is free within India on orders above ${shopperRupees(shipping.freeAbove)}. Below that, a flat charge of ${shopperRupees(shipping.charge)} applies.`,
      'Pieces are packed in a padded box and sent by insured courier, usually within 2 to 4 working days of confirming your order. For delivery outside India, send us an inquiry and we will quote for it.',
    ],
  },
  {
    id: 'returns',
    question: 'What is your return policy?',
    answer: [
      'We offer a 7-day return policy. If a piece is not right for you, tell us within 7 days of delivery and return it unworn, in its original packaging, with the invoice. We refund or exchange it once it has been checked.',
      'Pieces made or altered to your order, such as resized or engraved rings, cannot be returned unless they are faulty.',
    ],
  },
  {
    id: 'care',
    question: 'How do I care for my silver jewellery?',
    answer: [
      'Wear it often, put it on after perfume and make-up, and take it off before swimming, exercise or housework. Store each piece separately in a closed pouch or zip bag, away from damp.',
      'To clean it, wipe it with a silver polishing cloth, or wash it in lukewarm water with a drop of mild soap and dry it completely. Avoid toothpaste and silver dips, which scratch the surface or strip the finish of oxidised pieces.',
    ],
    more: { href: '/shop/blog/caring-for-sterling-silver', label: 'Read our silver care guide' },
  },
  {
    id: 'customization',
    question: 'Can you customise a design or make a piece to order?',
    answer: [
      'Yes. Our Jaipur workshop can change the stone, adjust the size or length, engrave initials, or make a piece from your own design or photograph.',
      'Send us an inquiry with what you have in mind. We reply with a price and a making time, usually two to three weeks, before any work begins.',
    ],
  },
  {
    id: 'ring-size',
    question: 'How do I find my ring size?',
    answer: [
      'Measure the inside diameter of a ring that fits the same finger, in millimetres, or wrap a strip of paper around the base of your finger and measure its length. Measure at the end of the day, when fingers are largest.',
      'Our size guide lists every Indian ring size and bangle size with its inner diameter and circumference: choose the nearest on the piece’s page, or send us the measurement with your inquiry and we will match it to the right size. For wide bands, choose half a size larger.',
    ],
    more: { href: '/shop/size-guide', label: 'Open the size guide' },
  },
];
