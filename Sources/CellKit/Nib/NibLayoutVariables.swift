/// The layout variables of an object `Nib` made from an archived template, starting at the archive's defaults:
/// what the fallback classes keep in the place of a generated class's properties.
struct NibLayoutVariables {
    /// The current values by name; only the names the archive declares.
    private(set) var values: [String: Double]

    /// The archive's variables at their defaults.
    init(_ plan: NibTemplatePlan) {
        values = plan.variableDefaults
    }

    /// The value of `name`, which the nib planner checked the template declares.
    func value(_ name: String) -> Double {
        values[name] ?? 0
    }

    /// Takes the values of `newValues` whose names the template declares; whether any changed.
    mutating func update(_ newValues: [String: Double]) -> Bool {
        var changed = false
        for (name, value) in newValues where values[name] != nil && values[name] != value {
            values[name] = value
            changed = true
        }
        return changed
    }
}
