/**
 * Demo video messages, served when no YouTube key is configured. Ids are YouTube-shaped (11 characters)
 * but start with "demo-" so code can tell them from real uploads (e.g. to show the poster, not an
 * embed that YouTube would refuse). Thumbnails are local SVG posters under public/images/demo/ (video-N.svg).
 */
import { site } from '#shared/site/settings.ts';
import type { videos } from '#server/db/schema/index.ts';
import { addDays, ministryDate, ministryTime } from '#server/db/seed-data/dates.ts';

type VideoRow = typeof videos.$inferInsert;

const messages: Array<{
  title: string;
  duration: string;
  views: number;
  likes: number | null;
  body: string;
}> = [
  {
    title: 'Friendship with God: The Undivided Heart (James 4:4)',
    duration: 'PT48M12S',
    views: 1843,
    likes: 156,
    body: `James does not soften it: friendship with the world is enmity with God. In this message we ask what it looks like to give God the whole heart, not the leftovers.

We look at the divided heart in Israel's story, at Jesus' call to love God with all our heart, soul, mind and strength, and at the kindness of a God who draws us back.

Scriptures: James 4:1-10, Psalm 86:11, Ezekiel 11:19.`,
  },
  {
    title: 'Returning to Your First Love',
    duration: 'PT41M05S',
    views: 1320,
    likes: 98,
    body: `To the church in Ephesus Jesus said: you have worked hard, you have endured, but you have left your first love.

This message is an invitation home. Remember, repent, return: three simple steps back into the warmth of God's presence.

Scriptures: Revelation 2:1-7, Luke 15:11-32.`,
  },
  {
    title: 'The Prophetic Call to Restoration',
    duration: 'PT1H5M3S',
    views: 2210,
    likes: 201,
    body: `God restores what the locusts have eaten. A message for everyone who feels the years have been wasted.

Recorded live at the Prophetic Restoration Service. The message is followed by a time of prayer ministry.

Scriptures: Joel 2:25-27, Isaiah 61:1-4.`,
  },
  {
    title: 'Whom Will God Glorify?',
    duration: 'PT52M40S',
    views: 3105,
    likes: 287,
    body: `Based on the book of the same name. God shares his glory with the humble, not with the impressive.

We walk through the stories of Joseph, David and Mary, and ask what kind of life God delights to honour.

The free 30-day devotional that goes with this message is on our Resources page.`,
  },
  {
    title: 'Avoiding an Untimely Death',
    duration: 'PT44M18S',
    views: 1688,
    likes: 120,
    body: `Ecclesiastes asks: why should you die before your time? Wisdom, the fear of the Lord, and the choices that lengthen or shorten a life.

A sober message, and a hopeful one: God wants you to fulfil your days.

Scriptures: Ecclesiastes 7:15-18, Proverbs 10:27, Psalm 90:12.`,
  },
  {
    title: 'When God Speaks in the Night Seasons',
    duration: 'PT38M51S',
    views: 940,
    likes: 71,
    body: `Samuel heard God's voice in the night, when the word of the Lord was rare.

If you are in a dark or quiet season, this message is for you: God has not stopped speaking, and he is teaching you to listen.

Scriptures: 1 Samuel 3, Psalm 16:7.`,
  },
  {
    title: 'Worship That Costs Something',
    duration: 'PT36M27S',
    views: 1102,
    likes: 88,
    body: `David would not offer God what cost him nothing. What does wholehearted worship look like on an ordinary Tuesday?

Recorded at the Undivided Hearts Gathering.

Scriptures: 2 Samuel 24:18-25, Mark 14:3-9.`,
  },
  {
    title: 'The House Church: Church as Family',
    duration: 'PT47M02S',
    views: 1457,
    likes: 133,
    body: `The first believers met from house to house, ate together with glad and sincere hearts, and the Lord added to their number daily.

Why we believe small, Spirit-led house churches are part of what God is doing in Austin, and how you can be part of one.

Find a house church near you on our House Churches page.`,
  },
  {
    title: 'Prayer That Moves Heaven',
    duration: 'PT39M44S',
    views: 1276,
    likes: 0,
    body: `Elijah was a man just like us, and he prayed.

Persistent, humble, believing prayer, and why God invites us into his work through it.

Online prayer meets every Thursday at 7:00 PM.`,
  },
  {
    title: 'Repentance Is a Gift',
    duration: 'PT33M16S',
    views: 865,
    likes: 64,
    body: `Repentance is not God's punishment but his kindness. It is the door back into friendship.

Scriptures: Romans 2:4, Acts 3:19-20.`,
  },
  {
    title: 'Hearing God Together: Testing Prophetic Words',
    duration: 'PT58M09S',
    views: 1990,
    likes: 174,
    body: `Do not despise prophecy, but test everything and hold on to what is good.

A practical teaching on how a church receives, weighs and responds to prophetic words, with safety, humility and love.

Scriptures: 1 Thessalonians 5:19-22, 1 Corinthians 14:29-33.`,
  },
  {
    title: 'Fulfill Your Days',
    duration: 'PT42M10S',
    views: 1534,
    likes: null,
    body: `"The number of your days I will fulfil." God has a full life in mind for you.

The message behind our free 7-day devotional. Download it on the devotional page.`,
  },
  {
    title: "Elijah's Cave: Hope for the Weary",
    duration: 'PT45M33S',
    views: 1211,
    likes: 97,
    body: `After his greatest victory Elijah wanted to die. God met him with sleep, food, and a gentle whisper.

For everyone who is tired of ministry, tired of trying, or simply tired.

Scriptures: 1 Kings 19:1-18.`,
  },
  {
    title: 'Jesus at the Table',
    duration: 'PT29M58S',
    views: 702,
    likes: 55,
    body: `So much of Jesus' ministry happened around a table. Hospitality as an act of worship.

Recorded at the Mueller house church.`,
  },
  {
    title: 'A Holy Fear, a Holy Joy',
    duration: 'PT51M20S',
    views: 1388,
    likes: 110,
    body: `The fear of the Lord is the beginning of wisdom, and in his presence is fullness of joy. How can both be true?

Scriptures: Proverbs 9:10, Psalm 16:11, Psalm 2:11.`,
  },
];

/** Newest first: the first message was published at noon two days before `now`, then one a week. */
export function demoVideos(now: Date): VideoRow[] {
  const today = ministryDate(now);
  return messages.map((message, index) => {
    const number = index + 1;
    return {
      videoId: `demo-msg-${number.toString().padStart(2, '0')}`,
      title: message.title,
      description: message.body,
      publishedAt: ministryTime(addDays(today, -(2 + 7 * index)), 12),
      thumbnailHighUrl: `/images/demo/video-${number}.svg`,
      duration: message.duration,
      viewCount: message.views,
      likeCount: message.likes,
      channelTitle: site.name,
      syncedAt: now,
    };
  });
}
