/// The layout variables of an object `Nib` made from an archived template, starting at the archive's defaults:
/// what the fallback classes keep in the place of a generated class's properties.
struct NibLayoutVariables {
    /// The current values by name; only the names the archive declares.
    private(set) var values: [String: Double]
    /// The template's `preferredSizeLayout`: the preferred sizes that read the variables.
    private let preferredSizes: [NibLayoutStep]

    /// The archive's variables at their defaults.
    init(_ plan: NibTemplatePlan) {
        values = plan.variableDefaults
        preferredSizes = plan.preferredSizes
    }

    /// The value of `name`, which the nib planner checked the template declares.
    func value(_ name: String) -> Double {
        values[name] ?? 0
    }

    /// Takes the values of `newValues` whose names the template declares and, when any changed, sets the
    /// preferred sizes of `views` (the template's subviews, by index) that read them, as the generated class's
    /// variables do; whether any changed.
    @MainActor
    mutating func update(_ newValues: [String: Double], resizing views: [View]) -> Bool {
        var changed = false
        for (name, value) in newValues where values[name] != nil && values[name] != value {
            values[name] = value
            changed = true
        }
        guard changed else { return false }
        for step in preferredSizes {
            let value = step.expression.evaluate(
                parentWidth: 0, parentHeight: 0, frame: { _ in .zero }, margins: { _ in .zero }, variable: value)
            var size = views[step.view].preferredSize ?? .zero
            if step.component == .width { size.width = value } else { size.height = value }
            views[step.view].preferredSize = size
        }
        return true
    }
}
