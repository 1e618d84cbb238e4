/// A layout expression as a postfix program: `parent.width - 2 * 12` is `parentWidth 2 12 multiply subtract`.
///
/// Postfix code evaluates with a small stack and no recursion, so a hostile archive cannot exhaust the call stack;
/// the reader checks that every program leaves exactly one value and never pops an empty stack, and bounds its
/// depth by ``maximumStackDepth``.
public struct ArchivedExpression: Hashable, Sendable {
    /// The deepest stack a valid program needs; the compiler's expression limits keep real programs far below it.
    public static let maximumStackDepth = 256

    /// The instructions, in order.
    public var instructions: [ArchivedInstruction]

    /// Creates an expression from its instructions.
    public init(_ instructions: [ArchivedInstruction]) {
        self.instructions = instructions
    }

    /// The deepest the stack gets while the program runs, or nil when the program pops an empty stack, grows it
    /// past ``maximumStackDepth`` or does not leave exactly one value.
    public var stackDepth: Int? {
        var depth = 0
        var deepest = 0
        for instruction in instructions {
            depth += instruction.stackEffect.pushes - instruction.stackEffect.pops
            guard depth >= 1 else {
                return nil
            }
            deepest = max(deepest, depth)
            guard deepest <= Self.maximumStackDepth else {
                return nil
            }
        }
        return depth == 1 ? deepest : nil
    }
}
