/**
 * Terms the channel analyzer treats as banned (spec 9: "a banned-word list of 8 terms").
 * One sandbox channel's description contains several of them.
 */
export const flaggedWords = [
  'free money',
  'giveaway scam',
  'sub4sub',
  'get rich quick',
  'guaranteed profit',
  'crypto doubling',
  'free v-bucks',
  'follow for follow',
] as const;
