import CellKit
import Testing

/// A layout pass goes down only into subtrees that hold a view needing layout: these cases show it still reaches
/// every such view, however it came to need layout.
@Suite("View layout passes")
@MainActor
struct ViewLayoutPassTests {
    /// root > a > b > leaf, and root > c.
    @MainActor
    private struct Tree {
        let root = LayoutCountingView()
        let a = LayoutCountingView()
        let b = LayoutCountingView()
        let leaf = LayoutCountingView()
        let c = LayoutCountingView()

        init() {
            root.addSubview(a)
            a.addSubview(b)
            b.addSubview(leaf)
            root.addSubview(c)
            root.layoutIfNeeded()
        }

        var counts: [Int] { [root, a, b, leaf, c].map { $0.layoutCount } }
    }

    @Test func aDeepViewIsLaidOutAloneByAPassFromTheRoot() {
        let tree = Tree()
        #expect(tree.counts == [1, 1, 1, 1, 1])
        tree.leaf.setNeedsLayout()
        tree.root.layoutIfNeeded()
        #expect(tree.counts == [1, 1, 1, 2, 1])
        // Nothing left: another pass lays out nothing.
        tree.root.layoutIfNeeded()
        #expect(tree.counts == [1, 1, 1, 2, 1])
    }

    @Test func aViewInvalidatedOutsideTheHierarchyIsLaidOutOnceAdded() {
        let tree = Tree()
        let outside = LayoutCountingView()
        let inner = LayoutCountingView()
        outside.addSubview(inner)
        outside.layoutIfNeeded()
        inner.setNeedsLayout()
        tree.b.addSubview(outside)
        tree.root.layoutIfNeeded()
        #expect(inner.layoutCount == 2)
        #expect(outside.layoutCount == 1)
        #expect(tree.counts == [1, 1, 2, 1, 1])
    }

    @Test func aViewALayoutInvalidatesAheadOfThePassIsLaidOutInIt() {
        let tree = Tree()
        // `a` lays out before `c` is reached: `c` is laid out in the same pass.
        tree.a.onLayout = { _ in tree.c.setNeedsLayout() }
        tree.a.setNeedsLayout()
        tree.root.layoutIfNeeded()
        #expect(tree.counts == [1, 2, 1, 1, 2])
    }

    @Test func aViewALayoutInvalidatesBehindThePassIsLaidOutInTheNext() {
        let tree = Tree()
        // `c` lays out after `a` and the leaf were passed: they wait for the next pass, which reaches them.
        tree.c.onLayout = { _ in
            tree.a.setNeedsLayout()
            tree.leaf.setNeedsLayout()
        }
        tree.c.setNeedsLayout()
        tree.root.layoutIfNeeded()
        #expect(tree.counts == [1, 1, 1, 1, 2])
        tree.c.onLayout = nil
        tree.root.layoutIfNeeded()
        #expect(tree.counts == [1, 2, 1, 2, 2])
    }

    @Test func aSubtreeLaidOutOnItsOwnLeavesNothingForTheRoot() {
        let tree = Tree()
        tree.leaf.setNeedsLayout()
        tree.a.layoutIfNeeded()
        #expect(tree.counts == [1, 1, 1, 2, 1])
        tree.root.layoutIfNeeded()
        #expect(tree.counts == [1, 1, 1, 2, 1])
        // The marks left above `a` do not stop a later invalidation from reaching the root.
        tree.leaf.setNeedsLayout()
        tree.root.layoutIfNeeded()
        #expect(tree.counts == [1, 1, 1, 3, 1])
    }
}
