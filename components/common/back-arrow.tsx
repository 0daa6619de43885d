/**
 * The arrow before a "back to …" link: a text arrow is not mirrored by the browser (← is no
 * mirrored character), so a right-to-left page flips it to point back along its own line.
 */
export function BackArrow() {
  return (
    <span aria-hidden="true" className="me-1 inline-block rtl:-scale-x-100">
      ←
    </span>
  );
}
