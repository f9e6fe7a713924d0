// The blog page: five questions about front-end development, answered by our web team. Each text is
// a message of the catalogs, shown in the reader's language (routes/Blogs.tsx).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface BlogPost {
  id: string;
  question: MessageDescriptor;
  answer: MessageDescriptor[];
}

export const blogPosts: BlogPost[] = [
  {
    id: 'react-performance',
    question: msg`How do you make a React application faster?`,
    answer: [
      msg`Measure first. The React Profiler and the browser performance panel show which components render too often and which requests hold up the first paint; guessing usually optimises the wrong thing.`,
      msg`Then ship less: split the code by route so a visitor downloads only the screen they open, load heavy libraries (sign-in, charts, editors) only when they are needed, and serve images at the size they are shown, in a modern format, with lazy loading below the fold.`,
      msg`Finally, render less: keep state close to where it is used, derive values instead of copying them into state, give list items stable keys, and reach for memoisation only where the profiler shows a real cost.`,
    ],
  },
  {
    id: 'state-management',
    question: msg`What are the different ways to manage state in a React application?`,
    answer: [
      msg`Local state (useState, useReducer) covers most needs: a form field, an open dialog, the selected row. Lift it to the nearest common parent when two siblings need it.`,
      msg`Context shares slow-changing values such as the signed-in user or the theme across the tree without passing props through every level.`,
      msg`Server state is different: it lives on the server and the page holds a cache of it. Libraries such as SWR or TanStack Query fetch, cache, deduplicate and refresh it, which removes most hand-written loading and error state.`,
      msg`The URL is state too: filters, page numbers and the selected tab belong in the route so a link or the back button restores them. Global stores (Redux, Zustand) are for the rare client state that many distant screens edit.`,
    ],
  },
  {
    id: 'prototypal-inheritance',
    question: msg`How does prototypal inheritance work in JavaScript?`,
    answer: [
      msg`Every object has a hidden link to another object, its prototype. When a property is not found on the object itself, JavaScript looks it up on the prototype, then on the prototype’s prototype, until the chain ends at null.`,
      msg`Functions called with new give the objects they create the function’s prototype property as their prototype, so methods defined there are shared by every instance instead of copied. The class syntax is a clearer way of writing the same thing: methods go on the prototype and extends links one prototype to another.`,
    ],
  },
  {
    id: 'unit-tests',
    question: msg`Why should you write unit tests, and what makes a good one?`,
    answer: [
      msg`Tests let you change code without fear: they catch a broken rule the moment it breaks, document how a piece is meant to behave, and make refactoring a routine task instead of a gamble.`,
      msg`A good test reads as a sentence of behaviour, exercises the public surface the way a user or caller does, runs fast, and fails for one clear reason. Testing implementation details makes tests break whenever the code is tidied, which teaches a team to ignore them.`,
    ],
  },
  {
    id: 'array-search',
    question: msg`You have an array of products with a name, price, description and more. How would you implement a search to find products by name?`,
    answer: [
      msg`Normalise both sides, then filter: products.filter((product) => product.name.toLowerCase().includes(query.trim().toLowerCase())). For a handful of products this is instant and needs nothing else.`,
      msg`For a large catalog, search on the server with an index instead of downloading everything, debounce the input so each keystroke does not fire a request, and show the matches as the answers arrive. Accent-insensitive matching (String.prototype.normalize) helps with names typed in different ways.`,
    ],
  },
];
