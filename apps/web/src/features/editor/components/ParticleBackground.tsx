import { memo, useEffect, useRef } from 'react';
import { useEditorStore } from '../stores/EditorStoreContext';
import { selectIsLowMotion } from '../stores/editorSelectors';

/** The particle field of normal mode (spec §2). */
export const PARTICLES = { count: 40, linkDistance: 60, mouseRadius: 100, frameMs: 1000 / 30 } as const;

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
}

/**
 * The canvas background: drifting particles linked when close and pushed away by the pointer, at
 * about 30 frames per second; paused while the tab is hidden. Ultra mode, heavy flows and reduced
 * motion show a static dark gradient instead.
 */
export const ParticleBackground = memo(function ParticleBackground() {
  const lowMotion = useEditorStore(selectIsLowMotion);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reduceMotion =
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const animated = !lowMotion && !reduceMotion;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!animated || !canvas || !context) return;
    let width = 0;
    let height = 0;
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(height * ratio);
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
    };
    resize();
    const particles: Particle[] = Array.from({ length: PARTICLES.count }, () => ({
      x: Math.random() * width,
      y: Math.random() * height,
      vx: (Math.random() - 0.5) * 0.4,
      vy: (Math.random() - 0.5) * 0.4,
    }));
    const pointer = { x: -1e4, y: -1e4 };
    const onPointerMove = (event: PointerEvent) => {
      const bounds = canvas.getBoundingClientRect();
      pointer.x = event.clientX - bounds.left;
      pointer.y = event.clientY - bounds.top;
    };
    let frame = 0;
    let last = 0;
    const draw = (time: number) => {
      frame = requestAnimationFrame(draw);
      if (document.hidden || time - last < PARTICLES.frameMs) return;
      last = time;
      context.clearRect(0, 0, width, height);
      for (const particle of particles) step(particle, pointer, width, height);
      context.lineWidth = 0.6;
      for (let i = 0; i < particles.length; i += 1) {
        const a = particles[i]!;
        for (let j = i + 1; j < particles.length; j += 1) {
          const b = particles[j]!;
          const distance = Math.hypot(a.x - b.x, a.y - b.y);
          if (distance > PARTICLES.linkDistance) continue;
          context.strokeStyle = `rgba(79, 172, 254, ${0.35 * (1 - distance / PARTICLES.linkDistance)})`;
          context.beginPath();
          context.moveTo(a.x, a.y);
          context.lineTo(b.x, b.y);
          context.stroke();
        }
      }
      context.fillStyle = 'rgba(198, 220, 255, 0.8)';
      for (const particle of particles) {
        context.beginPath();
        context.arc(particle.x, particle.y, 1.4, 0, Math.PI * 2);
        context.fill();
      }
    };
    frame = requestAnimationFrame(draw);
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    window.addEventListener('pointermove', onPointerMove, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('pointermove', onPointerMove);
    };
  }, [animated]);

  return animated ? (
    <canvas ref={canvasRef} className="flow-background flow-background--particles" />
  ) : (
    <div className="flow-background flow-background--static" aria-hidden="true" />
  );
});

function step(particle: Particle, pointer: { x: number; y: number }, width: number, height: number) {
  const dx = particle.x - pointer.x;
  const dy = particle.y - pointer.y;
  const distance = Math.hypot(dx, dy);
  if (distance < PARTICLES.mouseRadius && distance > 0) {
    const push = (1 - distance / PARTICLES.mouseRadius) * 1.5;
    particle.x += (dx / distance) * push;
    particle.y += (dy / distance) * push;
  }
  particle.x += particle.vx;
  particle.y += particle.vy;
  if (particle.x < 0 || particle.x > width) particle.vx *= -1;
  if (particle.y < 0 || particle.y > height) particle.vy *= -1;
  particle.x = Math.min(Math.max(particle.x, 0), width);
  particle.y = Math.min(Math.max(particle.y, 0), height);
}
