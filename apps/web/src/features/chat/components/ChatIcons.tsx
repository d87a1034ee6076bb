/** Small line icons of the chat window; decorative, the buttons carry the names. */
export function RestartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M4 12a8 8 0 1 0 2.34-5.66M4 4v4.5h4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function SendIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M3.4 20.4 21 12 3.4 3.6l.02 6.53L15 12l-11.58 1.87z" fill="currentColor" />
    </svg>
  );
}
