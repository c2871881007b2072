/**
 * An srv3 document for the transcript tests (docs/sandbox.md, wire formats): manual and ASR cues.
 */
export const srv3 = `<?xml version="1.0" encoding="utf-8" ?><timedtext format="3">
<head><pen id="1" fc="#FEFEFE"/><ws id="0"/><wp id="0" ap="7" ah="50" av="100"/></head>
<body>
  <w t="0" id="1" wp="1" ws="1"/>
  <p t="320" d="1430" w="1">Tom &amp; Jerry&#39;s &quot;cut&quot; &lt;3 &#x1F3AC;</p>
  <p t="15519" d="4241" w="1"><s ac="0">for</s><s t="281" ac="0"> years</s><s t="1281"> it&#39;s</s></p>
  <p t="17960" d="2000" w="1" a="1"> </p>
  <p t="20000" d="1000">two
lines</p>
</body></timedtext>`;
