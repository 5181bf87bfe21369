/**
 * The measures of cylinders, cones, spheres and hemispheres asked in Classes 9–10: each formula
 * as written in the working, its value without π (⅓πr²h is r²h/3), its mathjs form, and the
 * wrong formulas students use with the error each comes from.
 */

/** A measure without π, as a whole number over a denominator. */
export interface Measure {
  n: number;
  d: number;
}

type Value = (r: number, h: number, l: number) => Measure;

export type Solid = 'cylinder' | 'cone' | 'sphere' | 'hemisphere';

export interface Asked {
  measure: 'volume' | 'curved surface area' | 'total surface area' | 'surface area';
  /** As the working writes it: "πr²h". */
  text: string;
  value: Value;
  /** mathjs syntax with "pi" for π. */
  syntax: (r: number, h: number, l: number) => string;
  wrongs: [Value, string][];
}

const m = (n: number, d = 1): Measure => ({ n, d });

export const ASKED: Record<Solid, Asked[]> = {
  cylinder: [
    {
      measure: 'volume',
      text: 'πr²h',
      value: (r, h) => m(r * r * h),
      syntax: (r, h) => `pi * ${r}^2 * ${h}`,
      wrongs: [
        [(r, h) => m(2 * r * h), 'used the curved surface area formula 2πrh'],
        [(r, h) => m(r * h), 'forgot to square the radius'],
        [(r, h) => m(r * r * h, 3), 'divided by 3 as for a cone'],
      ],
    },
    {
      measure: 'curved surface area',
      text: '2πrh',
      value: (r, h) => m(2 * r * h),
      syntax: (r, h) => `2 * pi * ${r} * ${h}`,
      wrongs: [
        [(r, h) => m(r * h), 'used πrh, leaving out the 2'],
        [
          (r, h) => m(2 * r * (r + h)),
          'added the two circular ends, giving the total surface area',
        ],
        [(r, h) => m(r * r * h), 'used the volume formula πr²h'],
      ],
    },
    {
      measure: 'total surface area',
      text: '2πr(r + h)',
      value: (r, h) => m(2 * r * (r + h)),
      syntax: (r, h) => `2 * pi * ${r} * (${r} + ${h})`,
      wrongs: [
        [(r, h) => m(2 * r * h), 'left out the two circular ends'],
        [(r, h) => m(2 * r * h + r * r), 'added only one circular end'],
        [(r, h) => m(r * (r + h)), 'left out the 2 in 2πr(r + h)'],
      ],
    },
  ],
  cone: [
    {
      measure: 'volume',
      text: '⅓πr²h',
      value: (r, h) => m(r * r * h, 3),
      syntax: (r, h) => `1/3 * pi * ${r}^2 * ${h}`,
      wrongs: [
        [(r, h) => m(r * r * h), 'forgot to divide by 3 (gave the volume of the cylinder)'],
        [(r, h) => m(r * r * h, 2), 'took a cone as half of the cylinder instead of a third'],
        [(r, h) => m(r * h, 3), 'forgot to square the radius'],
      ],
    },
    {
      measure: 'curved surface area',
      text: 'πrl',
      value: (r, _h, l) => m(r * l),
      syntax: (r, _h, l) => `pi * ${r} * ${l}`,
      wrongs: [
        [(r, h) => m(r * h), 'used the height instead of the slant height'],
        [(r, _h, l) => m(r * (l + r)), 'added the base, giving the total surface area'],
        [(r, _h, l) => m(2 * r * l), 'used 2πrl as for a cylinder'],
      ],
    },
  ],
  sphere: [
    {
      measure: 'surface area',
      text: '4πr²',
      value: (r) => m(4 * r * r),
      syntax: (r) => `4 * pi * ${r}^2`,
      wrongs: [
        [(r) => m(r * r), 'used the area of a circle, πr²'],
        [(r) => m(2 * r * r), 'gave the curved surface of a hemisphere, 2πr²'],
        [(r) => m(4 * r), 'forgot to square the radius'],
      ],
    },
    {
      measure: 'volume',
      text: '(4/3)πr³',
      value: (r) => m(4 * r ** 3, 3),
      syntax: (r) => `4/3 * pi * ${r}^3`,
      wrongs: [
        [(r) => m(4 * r * r), 'gave the surface area 4πr² instead of the volume'],
        [(r) => m(4 * r ** 3), 'left out the 1/3 in (4/3)πr³'],
        [(r) => m(4 * r * r, 3), 'squared the radius instead of cubing it'],
      ],
    },
  ],
  hemisphere: [
    {
      measure: 'volume',
      text: '(2/3)πr³',
      value: (r) => m(2 * r ** 3, 3),
      syntax: (r) => `2/3 * pi * ${r}^3`,
      wrongs: [
        [(r) => m(4 * r ** 3, 3), 'gave the volume of the whole sphere'],
        [(r) => m(2 * r * r, 3), 'squared the radius instead of cubing it'],
        [(r) => m(2 * r ** 3), 'left out the 1/3 in (2/3)πr³'],
      ],
    },
    {
      measure: 'total surface area',
      text: '3πr²',
      value: (r) => m(3 * r * r),
      syntax: (r) => `3 * pi * ${r}^2`,
      wrongs: [
        [(r) => m(2 * r * r), 'left out the flat circular face'],
        [(r) => m(4 * r * r), 'gave the surface area of the whole sphere'],
        [(r) => m(r * r), 'gave only the flat circular face'],
      ],
    },
  ],
};
