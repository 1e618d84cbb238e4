extension ArchiveDumper {
    /// How tightly an infix operand binds, to decide where parentheses go.
    private enum Precedence: Int, Comparable {
        case additive
        case multiplicative
        case prefix
        case atom

        static func < (lhs: Precedence, rhs: Precedence) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }

    /// One instruction of a postfix program seen as a node of the expression tree.
    private struct Node {
        /// The left operand of a binary operator (an instruction index), -1 elsewhere.
        var left = -1
        /// The operand of a negation or the right operand of a binary operator, -1 elsewhere.
        var right = -1
        /// How tightly the subexpression the instruction computes binds.
        var precedence = Precedence.atom
    }

    /// The node of each instruction and the index of the root, or nil when the instructions pop an empty stack or
    /// leave other than one value.
    private static func tree(of instructions: [ArchivedInstruction]) -> (nodes: [Node], root: Int)? {
        var nodes = [Node](repeating: Node(), count: instructions.count)
        var stack = [Int](repeating: 0, count: instructions.count)
        // Buffer pointers rather than arrays: in a debug build every array access is a generic call, some fifteen
        // times slower, and this loop runs once per instruction of programs a million instructions long.
        let root = instructions.withUnsafeBufferPointer { instructions in
            nodes.withUnsafeMutableBufferPointer { nodes in
                stack.withUnsafeMutableBufferPointer { stack in
                    link(instructions, into: nodes, stack: stack)
                }
            }
        }
        return root.map { (nodes, $0) }
    }

    /// Fills in `nodes` by running `instructions` on `stack`, which holds instruction indices; returns the root.
    private static func link(
        _ instructions: UnsafeBufferPointer<ArchivedInstruction>, into nodes: UnsafeMutableBufferPointer<Node>,
        stack: UnsafeMutableBufferPointer<Int>
    ) -> Int? {
        var depth = 0
        for index in 0..<instructions.count {
            switch instructions[index] {
            case .constant(let number):
                if number.sign == .minus && number != 0 {
                    nodes[index].precedence = .prefix
                }
            case .parentWidth, .parentHeight, .anchor, .margin, .variable, .contentOffsetX, .contentOffsetY:
                break
            case .fittingWidth(_, let limited), .fittingHeight(_, let limited):
                if limited {
                    guard depth >= 1 else { return nil }
                    depth -= 1
                    nodes[index] = Node(right: stack[depth], precedence: .atom)
                }
            case .minimum, .maximum, .sizeClass:
                guard depth >= 2 else { return nil }
                depth -= 2
                nodes[index] = Node(left: stack[depth], right: stack[depth + 1], precedence: .atom)
            case .negate:
                guard depth >= 1 else { return nil }
                depth -= 1
                nodes[index] = Node(right: stack[depth], precedence: .prefix)
            case .add, .subtract:
                guard depth >= 2 else { return nil }
                depth -= 2
                nodes[index] = Node(left: stack[depth], right: stack[depth + 1], precedence: .additive)
            case .multiply, .divide:
                guard depth >= 2 else { return nil }
                depth -= 2
                nodes[index] = Node(left: stack[depth], right: stack[depth + 1], precedence: .multiplicative)
            }
            stack[depth] = index
            depth += 1
        }
        return depth == 1 ? stack[0] : nil
    }

    /// What is left to write of an expression.
    private enum Pending {
        /// The subexpression computed by an instruction, in parentheses or not.
        case node(Int, parenthesized: Bool)
        /// The symbol of a binary operator, with a space either side.
        case symbol(ArchivedInstruction)
        /// That many closing parentheses.
        case closing(Int)
        /// Text written as it is: the `, ` between a function's arguments.
        case literal(String)
    }

    /// A postfix expression in infix, with the parentheses it needs and no others:
    /// `parentWidth 2 12 multiply subtract` is `parent.width - 2 * 12`. Anchors name their object with `name`
    /// (`#3` unless told otherwise).
    ///
    /// The conversion takes time linear in the program's length and the text's, whatever the program's shape: it
    /// builds the tree (a ``Node`` per instruction), then writes the text into one buffer from a work list, without recursion.
    /// Building the text of each subexpression as a string of its own would copy a chain of n negations n times;
    /// here a run of negations is written at once (`-(-(-x))`). A program the reader would reject (one that pops
    /// an empty stack or leaves other than one value) prints as its instructions in brackets, postfix.
    static func text(of expression: ArchivedExpression, naming name: (Int) -> String = { "#\($0)" }) -> String {
        let instructions = expression.instructions
        guard let (nodes, root) = tree(of: instructions) else { return postfix(expression, naming: name) }
        var text = ""
        var pending: [Pending] = []
        // The item to write next: a binary operator's left operand goes here rather than through `pending`.
        var next: Pending? = .node(root, parenthesized: false)
        while let item = next ?? pending.popLast() {
            next = nil
            switch item {
            case .symbol(let instruction):
                text += " " + word(for: instruction, naming: name) + " "
            case .closing(let count):
                text += count == 1 ? ")" : repeated(")", count)
            case .literal(let piece):
                text += piece
            case .node(let index, parenthesized: true):
                text += "("
                pending.append(.closing(1))
                next = .node(index, parenthesized: false)
            case .node(let index, parenthesized: false):
                let instruction = instructions[index]
                switch instruction {
                case .constant(let number):
                    text += self.text(of: number)
                case .parentWidth, .parentHeight, .anchor, .margin, .variable, .contentOffsetX, .contentOffsetY:
                    text += word(for: instruction, naming: name)
                case .fittingWidth(let object, let limited), .fittingHeight(let object, let limited):
                    // `fittingHeight(#3, parent.width - 32)`: the limit is the function's second argument.
                    text += word(for: instruction, naming: name) + "(" + name(object)
                    if limited {
                        text += ", "
                        pending.append(.closing(1))
                        next = .node(nodes[index].right, parenthesized: false)
                    } else {
                        text += ")"
                    }
                case .minimum, .maximum, .sizeClass:
                    // `max(a, b)`; `max(a, b, c)` was archived as `max(max(a, b), c)`, and prints so.
                    // `sizeClass(width: .regular, a, b)` is `a` in those size classes, else `b`.
                    let node = nodes[index]
                    if case .sizeClass(let condition) = instruction {
                        text += condition.functionPrefix
                    } else {
                        text += word(for: instruction, naming: name) + "("
                    }
                    pending.append(.closing(1))
                    pending.append(.node(node.right, parenthesized: false))
                    pending.append(.literal(", "))
                    next = .node(node.left, parenthesized: false)
                case .negate:
                    // `-(-(-x))`, never `--x`: every negation but the innermost parenthesizes the one inside it.
                    var operand = nodes[index].right
                    var run = 1
                    while instructions[operand] == .negate {
                        operand = nodes[operand].right
                        run += 1
                    }
                    if run > 1 {
                        text += repeated("-(", run - 1)
                        pending.append(.closing(run - 1))
                    }
                    text += "-"
                    next = .node(operand, parenthesized: nodes[operand].precedence <= .prefix)
                case .add, .subtract, .multiply, .divide:
                    // The right operand keeps its parentheses at equal precedence: `a - (b - c)`, and
                    // `a + (b + c)` to show the program as it is.
                    let node = nodes[index]
                    pending.append(.node(node.right, parenthesized: nodes[node.right].precedence <= node.precedence))
                    pending.append(.symbol(instruction))
                    next = .node(node.left, parenthesized: nodes[node.left].precedence < node.precedence)
                }
            }
        }
        return text
    }

    /// `piece` written `count` times, by doubling: a few long appends rather than `count` short ones, which a
    /// run of a million negations would otherwise cost.
    private static func repeated(_ piece: String, _ count: Int) -> String {
        guard count > 0 else { return "" }
        var result = piece
        var written = 1
        while written * 2 <= count {
            result += result
            written *= 2
        }
        // The rest, fewer than `written` pieces: a prefix of what is there, whole pieces, so whole scalars.
        return result + String(decoding: result.utf8.prefix((count - written) * piece.utf8.count), as: UTF8.self)
    }

    /// The instructions as they are, for a program that does not evaluate: `[2 add]`.
    private static func postfix(_ expression: ArchivedExpression, naming name: (Int) -> String) -> String {
        let words = expression.instructions.map { instruction in
            switch instruction {
            case .constant(let number): text(of: number)
            case .negate: "negate"
            case .add: "add"
            case .subtract: "subtract"
            case .multiply: "multiply"
            case .divide: "divide"
            case .parentWidth, .parentHeight, .anchor, .margin, .variable, .contentOffsetX, .contentOffsetY:
                word(for: instruction, naming: name)
            case .fittingWidth(let object, let limited), .fittingHeight(let object, let limited):
                word(for: instruction, naming: name) + (limited ? "At" : "") + "(\(name(object)))"
            case .minimum, .maximum: word(for: instruction, naming: name)
            case .sizeClass(let condition): "sizeClass(\(condition.arguments))"
            }
        }
        return "[invalid postfix: " + words.joined(separator: " ") + "]"
    }

    /// The infix spelling of an operand that is not a number, or of an operator.
    private static func word(for instruction: ArchivedInstruction, naming name: (Int) -> String) -> String {
        switch instruction {
        case .constant(let number): text(of: number)
        case .parentWidth: "parent.width"
        case .parentHeight: "parent.height"
        case .anchor(let object, let anchor): "\(name(object)).\(anchor)"
        case .margin(let object, let anchor): "\(name(object)).margins.\(anchor)"
        case .variable(let variable): self.name(variable)
        case .contentOffsetX(let object): "\(name(object)).contentOffset.x"
        case .contentOffsetY(let object): "\(name(object)).contentOffset.y"
        case .fittingWidth: "fittingWidth"
        case .fittingHeight: "fittingHeight"
        case .minimum: "min"
        case .maximum: "max"
        case .sizeClass(let condition): "sizeClass(\(condition.arguments))"
        case .negate: "-"
        case .add: "+"
        case .subtract: "-"
        case .multiply: "*"
        case .divide: "/"
        }
    }
}
