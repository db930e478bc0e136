import { configure } from 'storybook/test';

// Story tests run in a real browser on a 2-core machine next to other test runners: give findBy* queries and
// waitFor the same patience a player has instead of Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// A story asserts what the player sees once a dialog, a toast or a drawer is in: without motion a check never lands
// on the first, still transparent frame of an enter animation (a dialog opened right after another one was found
// before it had painted once). Motion is a matter of the CSS and of the eye, not of these tests.
const stillness = document.createElement('style');
// Durations only: the shorthand `animation: none` would also reset a stylesheet's animation-play-state, which some
// stories assert (a skeleton's shimmer paused off screen).
stillness.textContent =
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition-duration: 0s !important; transition-delay: 0s !important; }';
document.head.append(stillness);
