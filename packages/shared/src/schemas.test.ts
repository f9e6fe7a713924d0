import { describe, expect, it } from 'vitest';
import { addressInputSchema } from './addresses.ts';
import { messages } from './messages.ts';
import {
  email,
  itemEditFormSchema,
  itemEditSchema,
  itemFormSchema,
  itemImage,
  itemImageProblem,
  itemInputSchema,
  limits,
  loginFormSchema,
  orderInputSchema,
  profileInputSchema,
  registerFormSchema,
  reviewInputSchema,
} from './schemas.ts';
import { stockAdjustFormSchema, stockAdjustmentSchema } from './stock.ts';

function firstErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('email', () => {
  it('is trimmed and lowercased, as stored and compared', () => {
    expect(email.parse('  Boss@Example.COM ')).toBe('boss@example.com');
  });
});

describe('sign-in forms', () => {
  it('requires email and password with the required message', () => {
    expect(firstErrors(loginFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: messages.emailRequired,
      password: messages.passwordRequired,
    });
  });

  it('refuses an email without the simple pattern and a short password', () => {
    expect(firstErrors(loginFormSchema.safeParse({ email: 'NOBODY', password: '12345' }))).toEqual({
      email: 'Provide a valid Email',
      password: 'Must be 6 characters or longer',
    });
  });

  it('accepts a dotted address the way the original unanchored pattern did', () => {
    expect(loginFormSchema.safeParse({ email: 'first.last@mail.com', password: 'secret1' }).success).toBe(true);
  });

  it('requires a name to register', () => {
    expect(firstErrors(registerFormSchema.safeParse({ name: '  ', email: 'a1@b.com', password: 'secret1' }))).toEqual({
      name: 'Name is Required',
    });
  });
});

describe('add item', () => {
  it('reports every required field with the required message', () => {
    expect(firstErrors(itemInputSchema.safeParse({}))).toEqual({
      name: 'Name is Required',
      image: 'Image is Required',
      short_description: 'Description is Required',
      min_order_quantity: 'Min order quantity is Required',
      available_quantity: 'Available Quantity is Required',
      price_per_unit: 'Price is Required',
    });
  });

  it('takes numbers typed into a form as strings', () => {
    const parsed = itemInputSchema.parse({
      name: ' Ryzen 9 ',
      image: '/api/images/abc.webp',
      short_description: 'Sixteen cores',
      min_order_quantity: '2',
      available_quantity: '40',
      price_per_unit: '65000.5',
    });
    expect(parsed).toMatchObject({
      name: 'Ryzen 9',
      min_order_quantity: 2,
      available_quantity: 40,
      price_per_unit: 65000.5,
    });
  });

  it('takes numbers typed in Bangla or Arabic-Indic digits (requirements §16)', () => {
    const parsed = itemInputSchema.parse({
      name: 'Ryzen 9',
      image: '/api/images/abc.webp',
      short_description: 'Sixteen cores',
      min_order_quantity: '২',
      available_quantity: '٤٠',
      price_per_unit: '৬৫০০০.৫',
      price_tiers: [{ min_quantity: '১০', price: '৬০০০০' }],
    });
    expect(parsed).toMatchObject({
      min_order_quantity: 2,
      available_quantity: 40,
      price_per_unit: 65000.5,
      price_tiers: [{ min_quantity: 10, price: 60000 }],
    });
    // Still a number's rules: a fraction of a unit, or letters, are refused as in 0-9.
    expect(
      firstErrors(
        itemInputSchema.safeParse({
          name: 'x',
          image: 'https://example.com/a.png',
          short_description: 'x',
          min_order_quantity: '১.৫',
          available_quantity: '১০',
          price_per_unit: '১০ টাকা',
        }),
      ),
    ).toEqual({ min_order_quantity: messages.wholeNumber, price_per_unit: messages.priceRequired });
  });

  it('refuses fractional quantities, a zero price and a minimum above the stock', () => {
    const errors = firstErrors(
      itemInputSchema.safeParse({
        name: 'x',
        image: 'https://example.com/a.png',
        short_description: 'x',
        min_order_quantity: 1.5,
        available_quantity: 3,
        price_per_unit: 0,
      }),
    );
    expect(errors).toEqual({ min_order_quantity: messages.wholeNumber, price_per_unit: messages.positivePrice });
    expect(
      firstErrors(
        itemInputSchema.safeParse({
          name: 'x',
          image: 'https://example.com/a.png',
          short_description: 'x',
          min_order_quantity: 5,
          available_quantity: 3,
          price_per_unit: 10,
        }),
      ),
    ).toEqual({ min_order_quantity: messages.minBelowAvailable });
  });

  it('refuses an image that is not a URL', () => {
    expect(firstErrors(itemInputSchema.safeParse({ image: 'javascript:alert(1)' })).image).toBe(
      messages.invalidImageUrl,
    );
  });

  // requirements §12.11: the name and short description in Bangla, optional, by the English rules.
  describe('in Bangla', () => {
    const item = {
      name: 'Club Vision RTX Graphics Card',
      image: '/api/images/abc.webp',
      short_description: 'Ray tracing',
      min_order_quantity: 1,
      available_quantity: 5,
      price_per_unit: 100,
      sku: 'CC-GPU-4070',
      category: 'graphics-cards',
    };
    const edit = { ...item, version: 1 };
    const bangla = { name_bn: ' গ্রাফিক্স কার্ড ', short_description_bn: ' রে ট্রেসিং\nসহ ' };

    it('are taken trimmed by Add Item, the editor and their forms', () => {
      const trimmed = { name_bn: 'গ্রাফিক্স কার্ড', short_description_bn: 'রে ট্রেসিং\nসহ' };
      expect(itemInputSchema.parse({ ...item, ...bangla })).toMatchObject(trimmed);
      expect(itemEditSchema.parse({ ...edit, ...bangla })).toMatchObject(trimmed);
      expect(
        itemFormSchema.parse({
          ...item,
          ...bangla,
          image: [new File(['x'], 'a.png', { type: 'image/png' })],
          price_tiers: [],
        }),
      ).toMatchObject(trimmed);
    });

    it('may be left out or empty, which is none', () => {
      for (const given of [{}, { name_bn: '', short_description_bn: '   ' }]) {
        const parsed = itemInputSchema.parse({ ...item, ...given });
        expect(parsed.name_bn).toBeUndefined();
        expect(parsed.short_description_bn).toBeUndefined();
        expect(itemEditSchema.parse({ ...edit, ...given }).name_bn).toBeUndefined();
      }
    });

    it('refuse what the English fields refuse: too long, a line break in the name, NUL, not text', () => {
      expect(
        firstErrors(
          itemInputSchema.safeParse({
            ...item,
            name_bn: 'ক'.repeat(limits.name + 1),
            short_description_bn: 'খ'.repeat(limits.description + 1),
          }),
        ),
      ).toEqual({ name_bn: messages.tooLong(limits.name), short_description_bn: messages.tooLong(limits.description) });
      expect(
        firstErrors(itemEditSchema.safeParse({ ...edit, name_bn: 'দুই\nলাইন', short_description_bn: 'ক\u0000' })),
      ).toEqual({ name_bn: messages.singleLine, short_description_bn: messages.forbiddenCharacter });
      expect(Object.keys(firstErrors(itemInputSchema.safeParse({ ...item, name_bn: 5 })))).toEqual(['name_bn']);
    });
  });
});

describe('reviews', () => {
  it('keeps ratings between 1 and 5 in steps of 0.1', () => {
    expect(reviewInputSchema.safeParse({ rating: 4.3, description: 'Great' }).success).toBe(true);
    expect(firstErrors(reviewInputSchema.safeParse({ rating: 5.5, description: 'x' })).rating).toBe(
      messages.ratingRange,
    );
    expect(firstErrors(reviewInputSchema.safeParse({ rating: 0.5, description: 'x' })).rating).toBe(
      messages.ratingRange,
    );
    expect(firstErrors(reviewInputSchema.safeParse({ rating: 4.25, description: 'x' })).rating).toBe(
      messages.ratingStep,
    );
    expect(reviewInputSchema.parse({ rating: '৪.৫', description: 'ভালো' }).rating).toBe(4.5);
    expect(firstErrors(reviewInputSchema.safeParse({ rating: '', description: '' }))).toEqual({
      rating: messages.ratingRequired,
      description: messages.reviewDescriptionRequired,
    });
  });
});

describe('orders and profile', () => {
  it('requires address, phone and a positive whole quantity', () => {
    expect(firstErrors(orderInputSchema.safeParse({ item: 'abc' }))).toEqual({
      address: messages.addressRequired,
      phone: messages.phoneRequired,
      quantity: messages.quantityRequired,
    });
    expect(
      firstErrors(
        orderInputSchema.safeParse({ item: 'abc', address: 'Road 1, Dhaka', phone: '01700000000', quantity: 0 }),
      ).quantity,
    ).toBe(messages.positiveQuantity);
  });

  it('takes a quantity typed in Bangla digits: ১০ units is 10', () => {
    expect(
      orderInputSchema.parse({ item: 'abc', address: 'Road 1, Dhaka', phone: '01700000000', quantity: '১০' }).quantity,
    ).toBe(10);
    expect(
      firstErrors(
        orderInputSchema.safeParse({ item: 'abc', address: 'Road 1, Dhaka', phone: '01700000000', quantity: '০' }),
      ).quantity,
    ).toBe(messages.positiveQuantity);
  });

  it('takes a stock change typed in Bangla digits', () => {
    expect(stockAdjustmentSchema.parse({ change: '-১২', reason: 'Damaged' }).change).toBe(-12);
    expect(stockAdjustFormSchema.parse({ direction: 'received', units: '২০', reason: 'Delivery' }).units).toBe(20);
  });

  it('accepts an empty profile and refuses a LinkedIn value that is not a URL', () => {
    expect(profileInputSchema.parse({ education: '', linkedin_url: '' })).toEqual({});
    expect(firstErrors(profileInputSchema.safeParse({ linkedin_url: 'not a url' })).linkedin_url).toBe(
      messages.invalidUrl,
    );
  });

  it('refuses the NUL character in stored text, which PostgreSQL cannot store', () => {
    const nul = 'a\u0000b';
    expect(firstErrors(reviewInputSchema.safeParse({ rating: 4, description: nul })).description).toBe(
      messages.forbiddenCharacter,
    );
    expect(firstErrors(profileInputSchema.safeParse({ location: nul })).location).toBe(messages.forbiddenCharacter);
    expect(firstErrors(profileInputSchema.safeParse({ linkedin_url: 'https://x.co/\u0000' })).linkedin_url).toBe(
      messages.forbiddenCharacter,
    );
    expect(
      firstErrors(
        itemInputSchema.safeParse({
          name: nul,
          image: '/api/images/a\u0000.webp',
          short_description: 'ok',
          min_order_quantity: 1,
          available_quantity: 1,
          price_per_unit: 1,
        }),
      ),
    ).toMatchObject({ name: messages.forbiddenCharacter, image: messages.forbiddenCharacter });
  });

  it('bounds text length', () => {
    expect(
      firstErrors(
        orderInputSchema.safeParse({ item: 'a', address: 'x'.repeat(301), phone: '01700000000', quantity: 1 }),
      ).address,
    ).toBe(messages.tooLong(300));
  });
});

// Issue 29, item 7: an item named "Evil\r\nBcc: ..." was stored, and split lists, subjects and CSV rows.
describe('one-line fields (requirements §10 D22)', () => {
  const broken = [
    'Club\r\nSSD',
    'Club\nSSD',
    'Club\rSSD',
    'Club\tSSD',
    'Club\u000bSSD',
    'Club\u001bSSD',
    'Club\u007fSSD',
    'Club\u0085SSD',
    'Club\u2028SSD',
    'Club\u2029SSD',
    '\u202eDSS bulC',
    'Club\u2066SSD\u2069',
  ];
  const item = {
    image: '/api/images/a.webp',
    short_description: 'Two lines\nare fine here',
    min_order_quantity: 1,
    available_quantity: 1,
    price_per_unit: 1,
    sku: 'CC-SSD-1',
    category: 'storage',
  };

  it('refuses line breaks, tabs and control characters in names, labels and other one-line fields', () => {
    for (const text of broken) {
      const shown = JSON.stringify(text);
      expect(firstErrors(itemInputSchema.safeParse({ ...item, name: text })).name, shown).toBe(messages.singleLine);
      expect(firstErrors(itemEditSchema.safeParse({ ...item, name: text, version: 1 })).name, shown).toBe(
        messages.singleLine,
      );
      expect(firstErrors(itemFormSchema.safeParse({ ...item, name: text })).name, shown).toBe(messages.singleLine);
      expect(
        firstErrors(registerFormSchema.safeParse({ email: 'a@b.com', password: 'secret1', name: text })).name,
        shown,
      ).toBe(messages.singleLine);
      expect(
        firstErrors(addressInputSchema.safeParse({ label: text, address: 'House 1, Road 2', phone: '01711000000' }))
          .label,
        shown,
      ).toBe(messages.singleLine);
      expect(firstErrors(profileInputSchema.safeParse({ education: text, location: text }))).toEqual({
        education: messages.singleLine,
        location: messages.singleLine,
      });
      expect(firstErrors(stockAdjustmentSchema.safeParse({ change: 5, reason: text })).reason, shown).toBe(
        messages.singleLine,
      );
    }
  });

  it('keeps what one line may hold, and trims line breaks at the ends', () => {
    for (const name of ['Club Core X8 “Pro” — 8-core', 'Ryzen™ 7 · AM5', 'কম্পিউটার ক্লাব', 'Fan 😀 120 mm', 'مرحبا'])
      expect(itemInputSchema.safeParse({ ...item, name }).data?.name).toBe(name);
    expect(itemInputSchema.safeParse({ ...item, name: '\r\n Club SSD \n' }).data?.name).toBe('Club SSD');
    // Descriptions and reviews keep their lines.
    expect(itemInputSchema.safeParse({ ...item, name: 'SSD' }).data?.short_description).toBe(
      'Two lines\nare fine here',
    );
    expect(reviewInputSchema.safeParse({ rating: 4, description: 'Good.\r\nFast.' }).success).toBe(true);
  });
});

describe('the item image, judged when picked', () => {
  it('takes the pictures the upload takes, up to its size', () => {
    expect(itemImageProblem({ type: 'image/png', size: 1000 })).toBeUndefined();
    expect(itemImageProblem({ type: 'image/avif', size: itemImage.maxBytes })).toBeUndefined();
    expect(itemImageProblem({ type: 'text/plain', size: 10 })).toBe(messages.itemImageUnsupported);
    expect(itemImageProblem({ type: '', size: 10 })).toBe(messages.itemImageUnsupported);
    expect(itemImageProblem({ type: 'image/jpeg', size: itemImage.maxBytes + 1 })).toBe(messages.itemImageTooLarge);
  });
});

// requirements §17: Add Item and the editor take the shipping weight and the VAT rate as typed.
describe('the item forms’ weight and VAT rate', () => {
  const form = {
    name: 'Club Vision RTX Graphics Card',
    image: [new File(['x'], 'a.png', { type: 'image/png' })],
    short_description: 'Ray tracing',
    min_order_quantity: '1',
    available_quantity: '5',
    price_per_unit: '100',
    sku: 'CC-GPU-4070',
    category: 'graphics-cards',
    price_tiers: [],
  };

  it('take grams and a percent typed as text (Bangla digits too), an empty rate being the default', () => {
    expect(itemFormSchema.parse({ ...form, weight_g: '১২৫০', vat_rate: '7.5' })).toMatchObject({
      weight_g: 1250,
      vat_rate: 7.5,
    });
    expect(itemFormSchema.parse({ ...form, weight_g: '800', vat_rate: '' }).vat_rate).toBeNull();
    expect(itemEditFormSchema.parse({ ...form, image: undefined, weight_g: '800', vat_rate: '5' })).toMatchObject({
      weight_g: 800,
      vat_rate: 5,
    });
  });

  it('refuse an empty or fractional weight and a rate out of range, with the shared messages', () => {
    expect(firstErrors(itemFormSchema.safeParse({ ...form, weight_g: '', vat_rate: '101' }))).toEqual({
      weight_g: messages.weightRange,
      vat_rate: messages.vatRateRange,
    });
    expect(firstErrors(itemEditFormSchema.safeParse({ ...form, image: undefined, weight_g: '1.5' }))).toEqual({
      weight_g: messages.weightRange,
    });
  });
});
