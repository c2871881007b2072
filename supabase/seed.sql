-- Demo content for a fresh database (supabase db reset, and the sandbox). Runs once, as the
-- owner, after the migrations. Every date is fixed so pages, screenshots and tests are
-- deterministic; ids are left to the identity columns and follow the order written here.
--
-- Blog posts: 13 rows over four categories (Editing Tips, Gear, Tutorials, YouTube Growth).
--   * exactly one featured post: the-complete-youtube-editing-workflow (published);
--   * exactly one unpublished post: draft-color-grading-secrets;
--   * retention-curve-calculator carries html_code (a self-contained widget, no external URLs);
--   * behind-the-cut-music-video-breakdown carries youtube_video_id 'JVreel2025a';
--   * safe-links-in-creator-bios carries javascript:, vbscript: and data: links and images next
--     to good https/mailto/relative ones, and raw HTML (script, img onerror, a javascript: anchor),
--     to prove the markdown renderer drops the bad ones.
-- Projects: 7 rows, 3 featured. Portfolio videos: 14 rows over four tags. No contact messages.

-- ---------------------------------------------------------------------------------------------
-- blog_posts
-- ---------------------------------------------------------------------------------------------

insert into public.blog_posts
  (slug, title, excerpt, content, category, image_url, html_code, youtube_video_id, read_time,
   published, featured, published_at, views, created_at, updated_at)
values
(
  'j-and-l-cuts-explained',
  'J-Cuts and L-Cuts: The Invisible Edits That Make Dialogue Flow',
  'Split edits are the quickest way to make an interview or talking-head video feel professional. Here is when to use each one, and how to cut them in seconds.',
  '## Why straight cuts feel choppy

When picture and sound change at exactly the same frame, the viewer notices the edit. Real conversations do not work like that: we hear someone start talking before we turn to look at them, and we keep listening after we look away.

A **split edit** separates the audio cut from the video cut. There are two kinds.

## The J-cut: hear it first

The audio of the next shot starts *before* its picture. On the timeline the clip looks like a letter J.

- Use it to pull the viewer into a new scene ("Three weeks earlier..." under the last shot of the old one).
- Use it in interviews so a new answer begins while we still see the interviewer nodding.
- Keep the lead short: 6 to 15 frames is usually plenty for dialogue.

## The L-cut: keep listening

The audio of the current shot carries on *after* the picture has moved on. Use it for reactions: let the speaker finish while we cut to the person listening.

## Cutting them fast

1. Make the straight cut first, so the story works.
2. Unlink audio and video (or hold the modifier key your editor uses for a one-off unlink).
3. Roll the edit point on the audio track only, left for a J-cut, right for an L-cut.
4. Add a 2 to 4 frame crossfade on the audio so the room tone does not jump.

> If nobody notices your edit, you did it right. Split edits are how you get there.

Try it on your next sit-down video and watch the pacing loosen up. For a full walkthrough of my timeline setup, see [my editing workflow](/blog/the-complete-youtube-editing-workflow).',
  'Editing Tips',
  '/images/backgrounds/hero.svg',
  null,
  null,
  6,
  true,
  false,
  '2024-01-16 09:00:00+00',
  4210,
  '2024-01-15 18:30:00+00',
  '2024-01-16 09:00:00+00'
),
(
  'budget-editing-rig-2024',
  'Building a Budget Editing Rig in 2024',
  'You do not need a top-end workstation to edit 4K YouTube videos. This is the parts list I would buy today on a tight budget, and where not to cut corners.',
  '## What actually matters for editing

Editing software leans on three things: a CPU with hardware decoding, enough RAM to hold your timeline, and fast storage for media. A flashy graphics card helps with effects and exports, but it is rarely the bottleneck for cutting.

## The parts list

- **CPU:** a recent 8-core chip with hardware decoding for H.264 and HEVC.
- **RAM:** 32 GB. 16 GB works for 1080p but you will feel it in 4K.
- **GPU:** a mid-range card with at least 8 GB of VRAM.
- **System drive:** 1 TB NVMe for the OS, apps and cache.
- **Media drive:** a second NVMe or a fast SSD for active projects.
- **Archive:** a large spinning drive or a NAS for finished work.

## Where not to save money

1. **Storage speed.** Slow media drives make scrubbing stutter no matter how fast the CPU is.
2. **Your monitor.** A calibrated IPS panel beats a high refresh rate for colour work.
3. **Backups.** Keep three copies of every project, on two kinds of media, one off-site.

> Buy the drive you need for the next two years, not the next two projects.

If your machine still struggles, a proxy workflow buys you another year. I wrote [a step-by-step proxy guide](/blog/proxy-workflow-for-4k-footage) for exactly that.',
  'Gear',
  '/images/og-image.svg',
  null,
  null,
  9,
  true,
  false,
  '2024-03-05 14:00:00+00',
  3875,
  '2024-03-04 10:00:00+00',
  '2024-03-05 14:00:00+00'
),
(
  'proxy-workflow-for-4k-footage',
  'A Proxy Workflow for Smooth 4K Editing',
  'Long-GOP camera files are hard to scrub. Transcode lightweight proxies once, edit in real time, and switch back to the originals for export.',
  '## The problem with camera files

Most cameras and phones record long-GOP codecs (H.264, HEVC). They are small on disk but expensive to decode, so scrubbing a 4K timeline stutters even on a good machine.

**Proxies** are low-resolution, edit-friendly copies of your media. You cut with the proxies and export from the originals.

## Make proxies with ffmpeg

Your editor can build proxies for you, but a script is faster for big shoots and works the same everywhere. This makes 1080p ProRes Proxy files next to the originals:

```bash
mkdir -p Proxies
for f in *.mp4; do
  ffmpeg -i "$f" \
    -vf "scale=-2:1080" \
    -c:v prores_ks -profile:v 0 \
    -c:a pcm_s16le \
    "Proxies/${f%.mp4}_Proxy.mov"
done
```

## Attach them in your editor

1. Import the originals as usual.
2. Select them, choose *Attach Proxies*, and point to the `Proxies` folder.
3. Turn on the proxy toggle in the program monitor.
4. Before exporting, check that the export settings use the original media.

## Tips

- Keep the same file names with a `_Proxy` suffix so relinking is automatic.
- Keep the audio untouched: proxies only need to be light on video.
- Store proxies on your fastest drive; delete them when the project ships.

> Proxies are not a crutch. They are how feature films have been cut for decades.

Still not smooth? Check [what your rig really needs](/blog/budget-editing-rig-2024).',
  'Tutorials',
  '/images/og-image.svg',
  null,
  null,
  8,
  true,
  false,
  '2024-04-22 16:30:00+00',
  6120,
  '2024-04-20 12:00:00+00',
  '2024-04-22 16:30:00+00'
),
(
  'hook-the-first-30-seconds',
  'Hook the First 30 Seconds: Editing for Retention',
  'Most viewers decide within half a minute whether to stay. These are the editing moves that keep them past the intro.',
  '## Where viewers leave

Open the retention graph of almost any video and you will see the steepest drop in the first 30 seconds. That is the window where the edit has to prove the video is worth it.

## Five moves that keep people watching

1. **Start with the payoff.** Show a flash of the best moment, then rewind to how it happened.
2. **Cut the greeting.** "Hey guys, welcome back" can come later, or not at all.
3. **State the promise.** One sentence that tells the viewer what they will get.
4. **Change the frame every few seconds.** Punch-ins, B-roll and on-screen text all count.
5. **Open a loop.** Tease a question you will only answer later in the video.

## What to avoid

- Long logo stings and animated intros.
- Repeating the title out loud.
- Music that drowns the first line of dialogue.

> The intro is not where you introduce yourself. It is where you earn the next ten minutes.

Want to see what those first seconds do to your average view duration? Play with the [retention curve calculator](/blog/retention-curve-calculator).',
  'YouTube Growth',
  '/images/backgrounds/hero.svg',
  null,
  null,
  7,
  true,
  false,
  '2024-06-10 12:00:00+00',
  9348,
  '2024-06-08 09:15:00+00',
  '2024-06-10 12:00:00+00'
),
(
  'retention-curve-calculator',
  'Interactive: Estimate Your Audience Retention Curve',
  'Plug in your video length, average view duration and how many viewers survive the intro, and see the retention curve those numbers imply.',
  '## How to read the calculator

The widget above models a typical YouTube retention curve: a steep drop during the intro, followed by a steady decay. Enter three numbers from YouTube Studio:

- **Video length**, in minutes.
- **Average view duration**, in minutes.
- **Viewers still watching at 30 seconds**, as a percentage (the hover value on the retention graph).

It shows the **average percentage viewed** and draws the curve that matches your numbers.

## What good looks like

- **Under 3 minutes:** 60% and up is solid.
- **3 to 15 minutes:** 40% and up is solid.
- **15 minutes and longer:** 30% and up is solid.

These are rules of thumb, not YouTube figures: compare a video with your own channel average first.

## Turning numbers into edits

1. If the 30-second value is low, rework the intro (see [hooking the first 30 seconds](/blog/hook-the-first-30-seconds)).
2. If the curve sags in the middle, tighten pauses and add pattern interrupts.
3. If people leave before the end screen, cut the outro shorter.',
  'YouTube Growth',
  '/images/og-image.svg',
  '<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Retention curve calculator</title>
<style>
  :root { color-scheme: dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 16px; background: #101418; color: #e8eef2; }
  h2 { margin: 0 0 12px; font-size: 1.15rem; }
  form { display: grid; grid-template-columns: repeat(auto-fit, minmax(170px, 1fr)); gap: 12px; }
  label { display: grid; gap: 4px; font-size: 0.85rem; color: #b8c4cc; }
  input { padding: 8px; border-radius: 6px; border: 1px solid #3a4a57; background: #18202a; color: inherit; font-size: 1rem; }
  output { display: block; margin: 16px 0 8px; font-size: 1.05rem; }
  strong { color: #4dd4ac; }
  svg { display: block; width: 100%; height: auto; background: #18202a; border-radius: 8px; }
  .hint { font-size: 0.8rem; color: #9aabb6; }
</style>
</head>
<body>
<h2>Retention curve calculator</h2>
<form id="inputs" onsubmit="return false">
  <label>Video length (minutes)
    <input id="length" type="number" min="0.5" max="240" step="0.5" value="10">
  </label>
  <label>Average view duration (minutes)
    <input id="avd" type="number" min="0" step="0.1" value="4.2">
  </label>
  <label>Still watching at 30 s (%)
    <input id="hook" type="number" min="1" max="100" step="1" value="72">
  </label>
</form>
<output id="result" aria-live="polite"></output>
<svg viewBox="0 0 300 120" role="img" aria-label="Estimated audience retention curve">
  <line x1="0" y1="110" x2="300" y2="110" stroke="#3a4a57"></line>
  <line x1="0" y1="60" x2="300" y2="60" stroke="#26323c" stroke-dasharray="4 4"></line>
  <polyline id="curve" fill="none" stroke="#4dd4ac" stroke-width="2.5"></polyline>
</svg>
<p class="hint">Model: a linear drop over the first 30 seconds, then an exponential decay fitted to your average view duration. Dashed line: 50% of viewers.</p>
<script>
  function read(id, min, max) {
    var value = Number(document.getElementById(id).value);
    if (!isFinite(value)) value = min;
    return Math.min(max, Math.max(min, value));
  }
  function retentionAt(t, hook, k) {
    if (t <= 0.5) return 1 - (1 - hook) * (t / 0.5);
    return hook * Math.exp(-k * (t - 0.5));
  }
  function watchedMinutes(length, hook, k) {
    var intro = Math.min(length, 0.5);
    var introArea = intro * (1 - (1 - hook) * intro);
    if (length <= 0.5) return introArea;
    var rest = length - 0.5;
    var tail = k === 0 ? hook * rest : hook * (1 - Math.exp(-k * rest)) / k;
    return introArea + tail;
  }
  function fitDecay(length, hook, target) {
    if (watchedMinutes(length, hook, 0) <= target) return 0;
    var low = 0, high = 50;
    for (var i = 0; i < 60; i++) {
      var mid = (low + high) / 2;
      if (watchedMinutes(length, hook, mid) > target) low = mid; else high = mid;
    }
    return (low + high) / 2;
  }
  function verdict(percent, length) {
    var good = length < 3 ? 60 : length < 15 ? 40 : 30;
    if (percent >= good + 10) return "excellent for a video this long";
    if (percent >= good) return "solid for a video this long";
    return "below the usual target: tighten the middle";
  }
  function update() {
    var length = read("length", 0.5, 240);
    var avd = read("avd", 0, length);
    var hook = read("hook", 1, 100) / 100;
    var k = fitDecay(length, hook, avd);
    var percent = Math.round((avd / length) * 100);
    var points = [];
    for (var i = 0; i <= 60; i++) {
      var t = (length * i) / 60;
      var x = (300 * i) / 60;
      var y = 110 - 100 * retentionAt(t, hook, k);
      points.push(x.toFixed(1) + "," + y.toFixed(1));
    }
    document.getElementById("curve").setAttribute("points", points.join(" "));
    var half = k > 0 ? 0.5 + Math.log(hook / 0.5) / k : length;
    var halfText = hook <= 0.5 ? "Half of your viewers are gone within the first 30 seconds."
      : half >= length ? "More than half of your viewers stay to the end."
      : "Half of your viewers are gone by " + half.toFixed(1) + " min.";
    document.getElementById("result").innerHTML =
      "Average percentage viewed: <strong>" + percent + "%</strong> (" + verdict(percent, length) +
      "). " + halfText;
  }
  document.getElementById("inputs").addEventListener("input", update);
  update();
</script>
</body>
</html>',
  null,
  5,
  true,
  false,
  '2024-08-19 15:45:00+00',
  2764,
  '2024-08-18 20:00:00+00',
  '2024-08-19 15:45:00+00'
),
(
  'keyboard-shortcuts-that-save-hours',
  'Ten Keyboard Shortcuts That Save Me Hours Every Week',
  'Editing speed is mostly muscle memory. These are the shortcuts and custom mappings I use on every project, in Premiere Pro and DaVinci Resolve.',
  '## Map the edit, not the menu

The fastest editors rarely touch the mouse while cutting. The trick is to map the handful of actions you do hundreds of times a day to keys your left hand already rests on.

## My ten

1. **Ripple trim previous edit to playhead** (Q) and **next edit to playhead** (W).
2. **Add edit** on all tracks, mapped to D.
3. **Ripple delete** the selected gap or clip.
4. **Nudge clip** one frame left or right.
5. **Go to previous / next edit point** (up and down arrows).
6. **Toggle track targeting** for V1 and A1.
7. **Match frame** to find the source of a clip.
8. **Mark in / out** (I and O) and **lift** the range.
9. **Increase / decrease audio gain** by 1 dB.
10. **Render in to out** before a client review.

## Build the habit

- Print your map and tape it under the monitor for two weeks.
- Learn two new shortcuts per project, not ten at once.
- Use the same keys in every editor you use, so switching costs nothing.

> Every time you reach for the mouse, ask whether a key could do it.',
  'Editing Tips',
  '/images/og-image.svg',
  null,
  null,
  6,
  true,
  false,
  '2024-10-02 10:20:00+00',
  5532,
  '2024-10-01 16:00:00+00',
  '2024-10-02 10:20:00+00'
),
(
  'microphones-for-creators-under-200',
  'The Best Microphones for Creators Under $200',
  'Viewers forgive soft footage but not bad audio. Three microphone types, what each is good at, and how to pick one for your room.',
  '## Sound first

People will watch a video shot on an old phone if it sounds good. They will click away from a cinematic one that sounds like a bathroom. If you upgrade one thing this year, make it your audio.

## Three kinds of microphone

- **Dynamic USB or XLR mics** reject room noise. Best for untreated rooms and gaming setups.
- **Small shotgun mics** mount on the camera or a boom just out of frame. Best for talking heads and B-roll sound.
- **Wireless lavaliers** clip to your shirt. Best when you move around or film outdoors.

## How to choose

1. Clap once in your room. If it echoes, get a dynamic mic.
2. If you film yourself at a desk, get the mic close: a boom arm beats a better mic.
3. If you record on location, go wireless and always record a backup track.

## Set it up right

- Record at 48 kHz, peaks around -12 dBFS.
- Record 10 seconds of room tone for every location.
- Turn off the fridge and the air conditioning, and put a blanket over hard surfaces.

> Good audio is invisible. Bad audio is the only thing anyone remembers.',
  'Gear',
  '/images/backgrounds/hero.svg',
  null,
  null,
  7,
  true,
  false,
  '2024-11-27 13:00:00+00',
  3190,
  '2024-11-25 11:45:00+00',
  '2024-11-27 13:00:00+00'
),
(
  'safe-links-in-creator-bios',
  'Safe Links in Creator Bios: What a Link-in-Bio Page Should Never Contain',
  'Link-in-bio pages are a favourite target for scams. Here is how to spot a dangerous link, which kinds of address are safe, and how my pages filter the rest.',
  '## Your bio is an attack surface

A link-in-bio page is the most clicked page many creators own, which makes it a target. Scammers paste links into comments, DMs and collaboration requests, hoping you will copy one onto your page.

## Addresses that are safe to link

- Web pages over HTTPS, like [YouTube''s help centre](https://support.google.com/youtube/).
- Pages on your own site, like [my contact page](/contact).
- E-mail links, like [hello@jordanvale.studio](mailto:hello@jordanvale.studio?subject=Collab).
- Chat links such as IRC or XMPP, if your community really uses them.

## Addresses that should never be on a page

Below are real examples of links that have been sent to creators. On this site the blog renderer strips every address that is not on the safe list, so none of them does anything when you click it:

- A "free preset pack" that was really script: [click](javascript:alert(1))
- The same trick in capitals, to fool a naive filter: [x](JAVASCRIPT:alert(1))
- An image whose source is an inline data payload: ![img](data:image/svg+xml;base64,PHN2Zz4=)
- A relic from old Windows browsers: [v](vbscript:msgbox(1))

Raw HTML pasted into a post does nothing either: <script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">this raw link</a> is plain text.

![A safe, local image](/images/og-image.svg)

## A checklist before you add a link

1. Read the full address, not the link text.
2. It should start with `https://`, `mailto:` or a path on your own site.
3. Open it in a private window first and check where it lands.
4. Prefer a link shortener you control, so you can repoint links later.

> If a link needs to be obfuscated to work, it does not belong on your page.

I built [BioDeck](https://store.jordanvale.studio/products/biodeck) with the same rules: it only accepts web and e-mail addresses.',
  'Tutorials',
  '/images/og-image.svg',
  null,
  null,
  5,
  true,
  false,
  '2025-01-14 17:10:00+00',
  1876,
  '2025-01-13 09:30:00+00',
  '2025-01-14 17:10:00+00'
),
(
  'behind-the-cut-music-video-breakdown',
  'Behind the Cut: Breaking Down My 2025 Demo Reel',
  'A shot-by-shot look at how my 2025 reel was cut to the beat: song choice, structure, speed ramps and the sound design that ties it together.',
  '## Watch it first

The reel is embedded above. It is 90 seconds long and has 74 cuts, and every one of them lands on the music.

## Picking the track

A reel lives or dies on its song. I look for three things:

- A clear build in the first 20 seconds, so the energy can rise with the footage.
- A drop or key change around the middle for the strongest shots.
- A clean ending, so the reel does not fade out awkwardly.

## The structure

1. **Cold open (0:00-0:08):** one striking shot and a sound effect, no music yet.
2. **Build (0:08-0:35):** gaming and vlog clips cut on every second beat.
3. **Drop (0:35-1:05):** music videos and documentary moments, cut on every beat, with speed ramps.
4. **Outro (1:05-1:30):** slower shots, then the logo and contact card.

## Cutting on the beat

Tap markers to the beat while the song plays, then snap edits to the markers. I add markers with a shortcut in real time, then fix the few that drift:

```text
Markers  : M (while playing)
Snap     : S
Next mark: Shift + M
```

## Sound design

The music is only half of the soundtrack. Whooshes under speed ramps, risers before the drop and a low hit on the logo make the cuts feel physical.

> A reel is not a list of your best shots. It is a three-act story told in ninety seconds.

Questions about a specific shot? [Get in touch](/contact) and I will break it down.',
  'Tutorials',
  '/images/backgrounds/hero.svg',
  null,
  'JVreel2025a',
  8,
  true,
  false,
  '2025-03-03 11:00:00+00',
  7455,
  '2025-03-01 15:20:00+00',
  '2025-03-03 11:00:00+00'
),
(
  'the-complete-youtube-editing-workflow',
  'The Complete YouTube Editing Workflow, From Ingest to Upload',
  'The exact process I use for every long-form video: folder structure, string-out, rough cut, polish, sound, colour, export and upload checks.',
  '## Why a workflow matters

After more than 300 videos, the biggest speed-up I have found is not a plugin or a faster computer. It is doing the same steps in the same order every time, so no decision is made twice.

![The timeline of a typical 12-minute video](/images/backgrounds/hero.svg)

## 1. Ingest and organise

Every project starts from the same folder template:

```text
2025-05_ProjectName/
  01_Footage/      camera cards, copied and verified
  02_Audio/        mic recordings, music, sound effects
  03_Graphics/     logos, lower thirds, thumbnails
  04_Project/      editor project files and auto-saves
  05_Exports/      review cuts and the final master
```

- Copy cards with a checksum tool, never by dragging folders.
- Rename clips by date and camera, so A-cam and B-cam sort together.
- Sync external audio before you watch anything.

## 2. The string-out

Put every usable take on one timeline, in story order, and cut nothing yet. Watching it once from start to end tells you what the video is really about.

## 3. The rough cut

1. Cut for **story**: remove everything that does not move the video forward.
2. Cut for **time**: aim for 20% shorter than feels comfortable.
3. Watch it at normal speed, without stopping, and note where you got bored.

## 4. Polish

- Add B-roll and punch-ins over every jump cut that draws attention.
- Use split edits to smooth dialogue (see [J-cuts and L-cuts](/blog/j-and-l-cuts-explained)).
- Add text only where it adds information, never as decoration.

## 5. Sound

Dialogue first, then music, then effects. Duck the music under speech, and check the mix on headphones *and* laptop speakers.

## 6. Colour

Correct first (exposure, white balance, matching cameras), then grade. A consistent look across the channel matters more than a dramatic one.

## 7. Export and upload checks

- Export a high-bitrate master, then upload that master, not a compressed copy.
- Watch the uploaded version once on a phone.
- Check the first 30 seconds again: it is the part most viewers will ever see. My guide to [hooking viewers early](/blog/hook-the-first-30-seconds) covers why.

> A workflow is a promise to your future self that today''s project will not be harder than yesterday''s.

If you would rather hand the whole process over, [let''s work together](/contact). You can also read how YouTube itself thinks about retention on the [YouTube Creators site](https://www.youtube.com/creators/).',
  'Tutorials',
  '/images/backgrounds/hero.svg',
  null,
  null,
  12,
  true,
  true,
  '2025-05-20 08:30:00+00',
  12873,
  '2025-05-18 19:00:00+00',
  '2025-05-20 08:30:00+00'
),
(
  'thumbnails-that-earn-the-click',
  'Thumbnails That Earn the Click (Without Lying)',
  'A thumbnail is a promise the video has to keep. The design rules I follow, and how to test two versions before you commit.',
  '## The job of a thumbnail

A thumbnail has about a second to say what the video is and why it is worth watching. It does not need to say everything, and it must never promise something the video does not deliver: that costs you retention and trust.

## Rules I follow

- **One subject.** A face, an object or a result, big enough to read on a phone.
- **Three words at most.** The title already does the talking.
- **Contrast over colour.** Check it in greyscale; if it still reads, it works.
- **Leave the bottom-right corner empty.** The duration stamp covers it.

## Test before you publish

1. Make two or three versions that differ in one thing only.
2. Put them next to the thumbnails your audience already sees, with a thumbnail tester.
3. Ask someone who has not seen the video which one they would click, and why.
4. After publishing, watch click-through rate for 48 hours before changing anything.

> Clickbait gets the click. A kept promise gets the next one.',
  'YouTube Growth',
  '/images/og-image.svg',
  null,
  null,
  6,
  true,
  false,
  '2025-07-08 09:40:00+00',
  4688,
  '2025-07-07 14:10:00+00',
  '2025-07-08 09:40:00+00'
),
(
  'pacing-vertical-shorts',
  'Pacing Vertical Shorts: Faster Is Not Always Better',
  'Shorts reward rewatches, not just speed. How I pace a vertical edit so the loop feels intentional and viewers stay to the end.',
  '## The loop is the format

Short-form platforms count replays. A short that loops seamlessly can show more than 100% average view duration, so the ending matters as much as the hook.

## Pacing rules for vertical

- Open on motion or a face, never on a title card.
- Cut on every new idea, not on a fixed rhythm.
- Keep captions in the middle third, away from the interface buttons.
- End on a frame that flows back into the first one.

## A quick checklist

1. Is the first frame interesting with the sound off?
2. Does every shot add something new?
3. Does the last second lead naturally into the first?

> Fast cutting hides weak footage. Good pacing makes strong footage land.',
  'Editing Tips',
  null,
  null,
  null,
  5,
  true,
  false,
  '2025-09-16 16:00:00+00',
  2315,
  '2025-09-15 13:25:00+00',
  '2025-09-16 16:00:00+00'
),
(
  'draft-color-grading-secrets',
  'Colour Grading Secrets for YouTube (Draft)',
  'Work in progress: node structure, skin tones and a channel look you can reuse. Not published yet.',
  '## Draft

- Node tree: balance, exposure, saturation, look, film grain.
- Skin tones on the vectorscope line.
- Save the look as a power grade.

To do: screenshots and a before/after.',
  'Editing Tips',
  '/images/og-image.svg',
  null,
  null,
  10,
  false,
  false,
  '2025-10-30 10:00:00+00',
  0,
  '2025-10-28 21:00:00+00',
  '2025-10-30 10:00:00+00'
);

-- ---------------------------------------------------------------------------------------------
-- projects (read by the page as: order by featured desc, id desc)
-- ---------------------------------------------------------------------------------------------

insert into public.projects
  (featured, title, description, category, project_url, image_url, color_accent, created_at)
values
(
  false,
  'Glitch Transition Pack',
  'Twelve drag-and-drop glitch and RGB-split transitions for Premiere Pro, free for any project.',
  'Templates',
  'https://store.jordanvale.studio/products/free-glitch-transition',
  '/images/projects/cutcopy.svg',
  '#f783ac',
  '2023-04-12 10:00:00+00'
),
(
  false,
  'Stream Overlay Kit',
  'Animated healthbars, boss banners and scene overlays for gaming streams and videos.',
  'Templates',
  'https://store.jordanvale.studio/products/free-healthbar-pack',
  '/images/projects/creator-tools.svg',
  '#ffa94d',
  '2023-09-03 10:00:00+00'
),
(
  false,
  'The Retention Ebook',
  'My editing playbook: hooks, pacing, sound and structure, with timeline screenshots. Free to download.',
  'Education',
  'https://store.jordanvale.studio/products/retention-ebook',
  '/images/projects/biodeck.svg',
  '#9775fa',
  '2024-02-20 10:00:00+00'
),
(
  false,
  'Editor Notes Newsletter',
  'A short weekly e-mail with one editing technique, one tool and one video worth studying.',
  'Education',
  'https://notes.jordanvale.studio',
  '/images/projects/biodeck.svg',
  '#3bc9db',
  '2024-06-14 10:00:00+00'
),
(
  true,
  'CutCopy for Premiere',
  'Copy and paste effects, keyframes and whole edits between Premiere Pro projects in one click.',
  'Editing Tools',
  'https://cutcopy.jordanvale.studio',
  '/images/projects/cutcopy.svg',
  '#ff6b6b',
  '2024-09-09 10:00:00+00'
),
(
  true,
  'BioDeck',
  'A link-in-bio page maker for creators: themes, analytics and a custom domain. Available in my store.',
  'Creator Tools',
  'https://store.jordanvale.studio/products/biodeck',
  '/images/projects/biodeck.svg',
  '#4dabf7',
  '2025-01-21 10:00:00+00'
),
(
  true,
  'Creator Tools',
  'Sixteen free tools for YouTube creators: analyzers, tag generator, thumbnail tester and more.',
  'Creator Tools',
  'https://tools.jordanvale.studio',
  '/images/projects/creator-tools.svg',
  '#69db7c',
  '2025-06-02 10:00:00+00'
);

-- ---------------------------------------------------------------------------------------------
-- portfolio_videos (read by the page as: order by created_at desc; tags form the filter tabs)
-- ---------------------------------------------------------------------------------------------

insert into public.portfolio_videos (video_id, tag, description, created_at)
values
  ('pvR8kq2LmXa', 'Gaming', 'Mika Plays: a 24-hour survival challenge cut down to 22 minutes.', '2023-02-14 12:00:00+00'),
  ('pvT3nW9dQ7e', 'Music Videos', 'Loopwave - "Night Drive": performance video cut to the beat, with speed ramps.', '2023-05-09 12:00:00+00'),
  ('pvH5bz1YcK0', 'Documentary', 'Northbound: three weeks on the Arctic coast, told in one episode.', '2023-07-21 12:00:00+00'),
  ('pvM2xJ7rP4s', 'Gaming', 'Pixel Nora: speedrun world record with a live split overlay.', '2023-10-02 12:00:00+00'),
  ('pvA9fL3uV6g', 'Shorts', 'Chef Ravi: a 40-second recipe that loops back to its first frame.', '2023-12-11 12:00:00+00'),
  ('pvC1wE8tN5h', 'Music Videos', 'Loopwave - "Static Hearts": lyric video with kinetic typography.', '2024-02-27 12:00:00+00'),
  ('pvD6yG2oB3j', 'Documentary', 'TechTalia: inside a chip factory, interviews and B-roll.', '2024-04-16 12:00:00+00'),
  ('pvK4vS0iZ8m', 'Gaming', 'Dex Builds: building a castle in 100 days, a season recap.', '2024-06-05 12:00:00+00'),
  ('pvN7pU5aF1q', 'Shorts', 'Sunny Sato: the one-take prank that reached 30 million views.', '2024-08-23 12:00:00+00'),
  ('pvQ0cR6eW2t', 'Music Videos', 'Aurora Lane - "Paper Boats": a one-location narrative music video.', '2024-11-12 12:00:00+00'),
  ('pvW3hX9lJ5y', 'Documentary', 'Northbound: the road to base camp, a mini-documentary in four chapters.', '2025-01-30 12:00:00+00'),
  ('pvZ8dB4nT6u', 'Gaming', 'Mika Plays: tournament highlights with a custom scoreboard.', '2025-04-08 12:00:00+00'),
  ('pv_k2Mq7-Rw', 'Shorts', 'Pixel Nora: a boss fight in 30 seconds, cut for vertical.', '2025-06-19 12:00:00+00'),
  ('pvY5sA1gH9c', 'Music Videos', 'Jordan Vale - Demo Reel 2025, music video cut.', '2025-08-27 12:00:00+00');
