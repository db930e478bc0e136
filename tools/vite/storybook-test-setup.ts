import { configure } from 'storybook/test';

// Story tests run in a real browser on a 2-core machine next to other test runners: give findBy* queries and
// waitFor the same patience a player has instead of Testing Library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// A story asserts what the player sees once a dialog, a toast or a drawer is in: without motion a check never lands
// on the first, still transparent frame of an enter animation (a dialog opened right after another one was found
// before it had painted once). Motion is a matter of the CSS and of the eye, not of these tests.
const stillness = document.createElement('style');
stillness.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
document.head.append(stillness);
