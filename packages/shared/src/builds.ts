import { z } from 'zod';
import { messages } from './messages.ts';
import { id, quantity, singleLineText } from './schemas.ts';

// The PC builder's builds (requirements §19.4): the parts of a build checked and priced
// (POST /api/builds/check, public) and a signed-in buyer's saved builds, each with a public
// read-only link (GET /api/builds/{id}: the build without its owner).

/** The parts one build holds: a full tower with every storage bay taken is under 20. */
export const BUILD_MAX_PARTS = 30;
/** The most of one part a build takes (memory modules, drives): a build, not a wholesale order. */
export const BUILD_PART_QUANTITY_MAX = 99;
export const BUILD_NAME_MAX = 80;
/** Builds one buyer keeps. */
export const BUILDS_MAX = 50;

export const buildPartSchema = z.object({
  item: id,
  quantity: quantity(messages.quantityRequired).refine(
    (n) => n <= BUILD_PART_QUANTITY_MAX,
    messages.tooLarge(BUILD_PART_QUANTITY_MAX),
  ),
});
export type BuildPartInput = z.infer<typeof buildPartSchema>;

/** A build's parts: 1 to BUILD_MAX_PARTS, each item once (its quantity says how many). */
export const buildPartsSchema = z
  .array(buildPartSchema)
  .min(1, messages.buildNoParts)
  .max(BUILD_MAX_PARTS, messages.buildTooManyParts(BUILD_MAX_PARTS))
  .refine((parts) => new Set(parts.map((p) => p.item)).size === parts.length, messages.cartItemOnce);

/** POST /api/builds/check. */
export const buildCheckInputSchema = z.object({ parts: buildPartsSchema });

const buildName = singleLineText(messages.buildNameRequired, BUILD_NAME_MAX);

/** POST /api/builds. */
export const buildInputSchema = z.object({ name: buildName, parts: buildPartsSchema });
export type BuildInput = z.infer<typeof buildInputSchema>;

/** PATCH /api/builds/{id}: a new name (the parts of a saved build are saved again as a new one). */
export const buildRenameSchema = z.object({ name: buildName });

/** A saved build as its owner and its public link read it: nothing about who saved it. */
export const savedBuildSchema = z.object({
  id: z.string().describe('Random and unguessable: the public read-only link is /api/builds/{id}'),
  name: z.string(),
  parts: z.array(z.object({ item: z.string(), quantity: z.number().int() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedBuild = z.infer<typeof savedBuildSchema>;

/** A problem of a build (shared builder.ts's checkBuild), as the API answers it. */
export const buildProblemSchema = z.object({
  rule: z.string().describe("The rule's id (cpu-socket, psu-wattage, ...: requirements §19.3)"),
  severity: z.enum(['error', 'warning', 'note']),
  message: z
    .object({ id: z.string(), message: z.string() })
    .describe(
      "The message as the catalogs hold it: `id` and `message`, its English with a `{name}` placeholder for each of `values` (the screens say it in the reader's language)",
    ),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  items: z.array(z.string()).describe('The ids of the parts it is about'),
});

export const buildLineSchema = z.object({
  item: z.string(),
  name: z.string(),
  category: z.string().nullable(),
  quantity: z.number().int(),
  /** Today's price per unit for this quantity (its tier, requirements §14.4). */
  unit_price: z.number(),
  line_total: z.number(),
});

/** POST /api/builds/check's answer. */
export const buildCheckSchema = z.object({
  problems: z.array(buildProblemSchema).describe('Errors first, then warnings, then notes'),
  wattage: z.object({
    estimate_w: z.number().describe("The CPU's TDP, the card's and 75 W for the rest"),
    recommended_w: z.number().describe('The estimate x 1.3, rounded up to 10 W'),
  }),
  lines: z.array(buildLineSchema),
  total: z.number(),
});
export type BuildCheckAnswer = z.infer<typeof buildCheckSchema>;
