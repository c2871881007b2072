/** Markdown samples for stories: every styled element, and a hostile post. */

export const typographySample = `## Why straight cuts feel choppy

When picture and sound change at exactly the same frame, the viewer notices the edit. A **split edit** separates the audio cut from the video cut, and *that* is what makes dialogue flow.

### The two kinds

- A **J-cut** lets the next shot's audio start early.
- An **L-cut** lets the current audio run on under the next shot.
  - Nested: keep it under two seconds.

1. Mark the edit point.
2. Unlink audio and video with \`Alt\` + click.
3. Roll the audio edit left or right.

> Cut on the word, not on the breath. Viewers forgive a jump in picture long before a jump in sound.

\`\`\`text
Unlink   : Alt + click
Roll edit: R
Nudge    : Alt + Left / Right
\`\`\`

![A frame from the edit](/fixtures/frame.svg)

---

Read [YouTube's help centre](https://support.google.com/youtube/), send me a [note](mailto:hello@jordanvale.studio) or go to the [contact page](/contact).`;

/**
 * What an attacker would try: script and data addresses in links and images, raw HTML with
 * scripts and event handlers. Next to it, safe links that must keep working.
 */
export const hostileSample = `## Links that must do nothing

- Script link: [free preset pack](javascript:alert(1))
- Mixed case: [x](JaVaScRiPt:alert(1))
- Entity-encoded: [encoded](&#106;avascript:alert(1))
- Old browsers: [v](vbscript:msgbox(1))
- Data image: ![payload](data:image/svg+xml;base64,PHN2Zz4=)

<script>alert('script tag')</script>

<img src="x" onerror="alert('onerror')">

Inline <a href="javascript:alert(1)">raw anchor</a> and <b onmouseover="alert(1)">raw bold</b> text.

## Links that must work

[Safe https link](https://support.google.com/youtube/), [safe mail link](mailto:hello@jordanvale.studio) and [safe page link](/contact).`;
