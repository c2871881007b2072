/** Self-contained HTML documents for stories (no external URLs). */

export const widgetDocument = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Frame counter</title>
<style>
  body { margin: 0; padding: 16px; background: #101418; color: #e8eef2; font-family: system-ui, sans-serif; }
  button { padding: 8px 14px; border: 0; border-radius: 6px; background: #4dd4ac; color: #101418; font-weight: 700; }
</style>
</head>
<body>
<h2>Frame counter</h2>
<p>Frames at 24 fps: <output id="out">24</output></p>
<button id="more" type="button">Add a second</button>
<script>
  var seconds = 1;
  document.getElementById('more').addEventListener('click', function () {
    seconds += 1;
    document.getElementById('out').textContent = String(seconds * 24);
  });
  // Says it runs, again and again, so a listener that starts late still hears it.
  setInterval(function () {
    parent.postMessage({ source: 'frame-counter', frames: seconds * 24 }, '*');
  }, 100);
</script>
</body>
</html>`;

/**
 * A block that tries to reach the page around it. Its script reports each attempt to the
 * parent with postMessage (the one channel a sandboxed frame keeps), again and again, so a
 * listener that starts late still hears it.
 */
export const escapeAttemptDocument = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Escape attempt</title>
<style>body { margin: 0; padding: 16px; background: #101418; color: #e8eef2; font-family: system-ui, sans-serif; }</style>
</head>
<body>
<p id="status">Trying to reach the page...</p>
<script>
  function attempt(action) {
    try { action(); return 'allowed'; } catch (error) { return error.name; }
  }
  var report = {
    source: 'html-block-escape-attempt',
    parentDocument: attempt(function () { parent.document.body.innerHTML = 'PWNED'; }),
    topTitle: attempt(function () { top.document.title = 'PWNED'; }),
    cookie: attempt(function () { return document.cookie; }),
    localStorage: attempt(function () { return window.localStorage.length; }),
  };
  try { alert('sandbox escaped'); } catch (error) {}
  document.getElementById('status').textContent = 'Parent document: ' + report.parentDocument;
  setInterval(function () { parent.postMessage(report, '*'); }, 100);
</script>
</body>
</html>`;
