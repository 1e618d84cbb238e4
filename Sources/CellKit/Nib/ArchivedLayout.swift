/// What a fallback template class (one `Nib` makes for an unregistered class) lays out and measures by: the
/// subviews its decoder built and the archive's programs, run as the generated class runs its compiled code.
@MainActor
struct ArchivedLayout {
    /// The template's subviews, in preorder, which the layout steps name by index.
    let views: [View]
    /// The template's plan: its `layout` steps and its dimensions' programs.
    let plan: NibTemplatePlan

    /// The layout of the template `decoder` built.
    init(_ decoder: NibDecoder) {
        views = decoder.views
        plan = decoder.plan
    }

    /// Runs the archive's layout steps in `root`'s bounds (a cell's content view, or the template's view), with
    /// the layout variables' current values.
    func layOut(variables: NibLayoutVariables, in root: View) {
        NibLayoutStep.layOut(plan.layout, views: views, variable: variables.value, in: root)
    }

    /// A collection template's `systemLayoutSizeFitting(_:)`: the dimensions that read the content, measured on
    /// the views as they are configured, in the size classes of `root`'s traits; nil when neither does, so the
    /// base class answers.
    func fittingSize(_ targetSize: Size, variables: NibLayoutVariables, of root: View) -> Size? {
        guard plan.readsContent(.width) || plan.readsContent(.height) else { return nil }
        return plan.fittingSize(
            targetSize, measure: { views[$0].sizeThatFits($1) }, variable: variables.value,
            sizeClasses: { NibExpression.SizeClasses(root.traitCollection) })
    }
}
