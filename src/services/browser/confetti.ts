/**
 * The comment picker's confetti burst (docs/product.md, comment-picker), on canvas-confetti. The
 * library is loaded on the first burst only (it rides in the picker's own chunk, never in the first
 * load), draws on a fixed full-window canvas over the page (outside the main region) and draws
 * nothing when the visitor prefers reduced motion.
 *
 * One burst: two cannons from the lower corners every 250 ms for the first 1.5 s, short-lived
 * pieces (90 frames), so the sky is clear by 3 s; stopping clears whatever is still falling.
 */
import type confettiLibrary from 'canvas-confetti';

const VOLLEY_MS = 250;
const VOLLEYS = 6;

type Confetti = typeof confettiLibrary;

let library: Promise<Confetti> | null = null;
const loadConfetti = () => {
  library ??= import('canvas-confetti').then((module) => module.default);
  return library;
};

function volley(confetti: Confetti) {
  const shared = { particleCount: 40, spread: 70, startVelocity: 55, ticks: 90, zIndex: 400 };
  void confetti({ ...shared, angle: 60, origin: { x: 0, y: 0.9 }, disableForReducedMotion: true });
  void confetti({ ...shared, angle: 120, origin: { x: 1, y: 0.9 }, disableForReducedMotion: true });
}

/** Starts a burst; the returned function stops it (and clears the canvas). */
export function startConfetti(): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let confetti: Confetti | null = null;
  void loadConfetti().then((loaded) => {
    if (stopped) return;
    confetti = loaded;
    let fired = 0;
    const fire = () => {
      volley(loaded);
      fired += 1;
      if (fired >= VOLLEYS) clearInterval(timer);
    };
    fire();
    timer = setInterval(fire, VOLLEY_MS);
  });
  return () => {
    stopped = true;
    clearInterval(timer);
    confetti?.reset();
  };
}
