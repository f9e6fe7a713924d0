import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { failures, messages, orderMessages, setScreenFormat, toasts } from '@storefront/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { translateMessage } from './translateMessage.ts';

const bangla = {
  'validation.emailRequired': 'ইমেইল দিতে হবে',
  'validation.tooLong': 'সর্বোচ্চ {max} অক্ষর লেখা যাবে',
  'validation.stockBelowZero': 'স্টকে আছে মাত্র {left}টি: সর্বোচ্চ {left}টি বাদ দেওয়া যাবে',
  'validation.purchaseOrderRefused': '{orderNumber}: {why}',
  'validation.cartEmpty': 'আপনার কার্ট খালি',
  'toast.addedToCart': '{quantity} x {item} কার্টে যোগ হয়েছে',
  'toast.orderMoved': 'অর্ডার {number} এখন {status}।',
  'order.statusWord.confirmed': 'কনফার্মড',
  'order.moveRefused': 'অর্ডারটি এখন {from}: এখন {to} করা যাবে না',
  'order.statusWord.delivered': 'ডেলিভারড',
  'failure.server': 'আমাদের দিকে একটি সমস্যা হয়েছে।',
  'failure.withReference': '{failure} রেফারেন্স: {requestId}।',
  'order.belowMinimum': 'সর্বনিম্ন অর্ডার পরিমাণ {min}',
  'validation.priceChanged': 'দাম বদলেছে: এখন প্রতিটি {now}',
};

function i18nIn(locale: 'en' | 'bn') {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === 'bn' ? bangla : {} } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

describe('translateMessage', () => {
  const bn = i18nIn('bn');

  it('says a message given by its exact English in the active language', () => {
    expect(translateMessage(bn, messages.emailRequired)).toBe('ইমেইল দিতে হবে');
  });

  it("reads a template's values back from its English and puts them in the translation", () => {
    expect(translateMessage(bn, messages.tooLong(120))).toBe('সর্বোচ্চ ১২০ অক্ষর লেখা যাবে');
    expect(translateMessage(bn, messages.stockBelowZero(4))).toBe('স্টকে আছে মাত্র ৪টি: সর্বোচ্চ ৪টি বাদ দেওয়া যাবে');
    expect(translateMessage(bn, toasts.addedToCart(2, 'Club: Core X8 (Boxed)'))).toBe(
      '২ x Club: Core X8 (Boxed) কার্টে যোগ হয়েছে',
    );
  });

  describe("writes the values in the reader's digits (requirements §16, Numbers)", () => {
    afterEach(() => setScreenFormat({}));

    it('numbers and amounts in Bangla digits; names, SKUs and order numbers as they came', () => {
      expect(translateMessage(bn, orderMessages.belowMinimum(20))).toBe('সর্বনিম্ন অর্ডার পরিমাণ ২০');
      expect(translateMessage(bn, messages.priceChanged('BDT 1,23,456.5'))).toBe('দাম বদলেছে: এখন প্রতিটি ৳ ১,২৩,৪৫৬.৫');
      expect(translateMessage(bn, toasts.orderMoved('CC-000042', 'confirmed'))).toBe('অর্ডার CC-000042 এখন কনফার্মড।');
      expect(translateMessage(bn, toasts.addedToCart(10, 'RTX 4070'))).toBe('১০ x RTX 4070 কার্টে যোগ হয়েছে');
    });

    it('in Latin digits for a reader who keeps them', () => {
      setScreenFormat({ locale: 'bn', digits: 'latin' });
      expect(translateMessage(bn, orderMessages.belowMinimum(20))).toBe('সর্বনিম্ন অর্ডার পরিমাণ 20');
      expect(translateMessage(bn, messages.priceChanged('BDT 1,200'))).toBe('দাম বদলেছে: এখন প্রতিটি ৳ 1,200');
    });
  });

  it('translates a value that is a message itself', () => {
    expect(translateMessage(bn, messages.purchaseOrderRefused('CC-000042', messages.cartEmpty))).toBe(
      'CC-000042: আপনার কার্ট খালি',
    );
  });

  it("translates the API's order errors, failures and the status words inside other messages", () => {
    expect(translateMessage(bn, toasts.orderMoved('CC-000042', 'confirmed'))).toBe('অর্ডার CC-000042 এখন কনফার্মড।');
    expect(translateMessage(bn, orderMessages.moveRefused('confirmed', 'delivered'))).toBe(
      'অর্ডারটি এখন কনফার্মড: এখন ডেলিভারড করা যাবে না',
    );
    expect(translateMessage(bn, `${failures.server} ${failures.reference('req-42')}`)).toBe(
      'আমাদের দিকে একটি সমস্যা হয়েছে। রেফারেন্স: req-42।',
    );
  });

  it('leaves English, unknown text and messages the catalog lacks as they are', () => {
    expect(translateMessage(i18nIn('en'), messages.tooLong(120))).toBe('Must be 120 characters or fewer');
    expect(translateMessage(bn, 'Firebase: Error (auth/wrong-password).')).toBe(
      'Firebase: Error (auth/wrong-password).',
    );
    expect(translateMessage(bn, messages.passwordShort)).toBe('Must be 6 characters or longer');
    expect(translateMessage(bn, messages.limitRange(50))).toBe('Must be a whole number from 1 to 50');
    expect(translateMessage(bn, messages.tooLong(120) + ' and more')).toBe('Must be 120 characters or fewer and more');
  });
});
