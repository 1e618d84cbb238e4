/// One message of a comment thread: who wrote it, how deep it replies, and its text.
public struct Comment: Sendable, Hashable {
    /// The author's name.
    public var author: String
    /// 0 for a message on the thread itself, 1 for a reply to it, and so on.
    public var depth: Int
    /// The message.
    public var text: String

    /// Creates a message.
    public init(author: String, depth: Int, text: String) {
        self.author = author
        self.depth = depth
        self.text = text
    }

    /// A thread of messages of very different lengths, from one word to several paragraphs' worth.
    public static let thread: [Comment] = [
        Comment(
            author: "Ada", depth: 0,
            text: "We moved the release to Thursday. The migration of the settings screen took longer than we "
                + "planned, and I would rather ship it a day late than ship it with the sync bug that Grace found "
                + "on Monday. Everything else is ready: the notes are written, the screenshots are up to date and "
                + "the beta testers have had the build since the weekend."),
        Comment(author: "Grace", depth: 1, text: "Agreed."),
        Comment(
            author: "Linus", depth: 1,
            text: "Does Thursday still leave time for the review? Last time it took two days."),
        Comment(
            author: "Ada", depth: 2,
            text: "It should: the reviewers already have the build, and this time the change is small."),
        Comment(author: "Margaret", depth: 0, text: "👍"),
        Comment(
            author: "Edsger", depth: 0,
            text: "For the record, the sync bug was not in the new screen at all. The old code wrote the settings "
                + "twice when the app went to the background during a save, and the second write won even when it "
                + "was older. The new screen only made it easier to hit, because it saves on every change instead "
                + "of once when you leave. The fix compares the timestamps before writing, and there is a test that "
                + "backgrounds the app in the middle of a save a thousand times."),
        Comment(author: "Grace", depth: 1, text: "Thanks for writing this up."),
        Comment(author: "Barbara", depth: 0, text: "Can we have the release notes in Italian too this time?"),
        Comment(author: "Ken", depth: 1, text: "Sì."),
        Comment(
            author: "Dennis", depth: 0,
            text: "One more thing before Thursday: the crash reporter is still pointed at the staging server."),
        Comment(author: "Ada", depth: 1, text: "Good catch, fixed in the last build."),
        Comment(
            author: "Frances", depth: 0,
            text: "Looking back at this cycle, most of the delay came from one change that touched three screens "
                + "at once. Next time let us split a change like that into one pull request per screen, so that "
                + "each can be reviewed, tested and, if it comes to that, reverted on its own."),
    ]
}
