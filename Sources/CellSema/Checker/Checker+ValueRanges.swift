import CellCatalog
import CellDiagnostics

extension Checker {
    /// Checks the values that UIKit bounds by another property of the same view (a slider's value by its minimum
    /// and maximum, a segmented control's selection by its segments, a page control's current page by its page
    /// count, a progress view's progress by 0...1), reading an unset property as its default, and returns the
    /// assignments in the order they are made: the ``ViewCatalog/boundingProperties`` first, so that the value
    /// they bound is clamped by the template's bounds, not by the defaults.
    ///
    /// Each problem is an error: UIKit clamps such a value silently (or, for a stepper's bounds and step, raises an
    /// exception), so a template that writes one means something the running cell will not show.
    mutating func checkValueRanges(_ assignments: [PropertyAssignment], of kind: ViewKind) -> [PropertyAssignment] {
        // Most views (labels, images) have no such property: nothing to check, nothing to reorder.
        guard Self.kindsWithRanges.contains(kind) else { return assignments }
        let ranges = ValueRanges(assignments: assignments, kind: kind)
        if let minimum = ranges.number("minimumValue"), let maximum = ranges.number("maximumValue") {
            // UIStepper raises when its minimum reaches its maximum; UISlider takes equal bounds.
            let strict = kind == .stepper
            if strict ? minimum >= maximum : minimum > maximum {
                diagnostics.error(
                    .invalidValue,
                    "'minimumValue' (\(minimum.sourceText)) must be \(strict ? "less than" : "at most") "
                        + "'maximumValue' (\(maximum.sourceText))",
                    at: ranges.range(of: "maximumValue") ?? ranges.range(of: "minimumValue") ?? ranges.fallback)
            } else if let value = ranges.setNumber("value"), !(minimum...maximum).contains(value.number) {
                diagnostics.error(
                    .invalidValue,
                    "'value' must be in \(minimum.sourceText)...\(maximum.sourceText), its 'minimumValue' and "
                        + "'maximumValue', found \(value.number.sourceText)", at: value.range)
            }
        }
        if let step = ranges.setNumber("stepValue"), step.number <= 0 {
            diagnostics.error(
                .invalidValue, "'stepValue' must be positive, found \(step.number.sourceText)", at: step.range)
        }
        if let progress = ranges.setNumber("progress"), !(0...1).contains(progress.number) {
            diagnostics.error(
                .invalidValue, "'progress' must be in 0...1, found \(progress.number.sourceText)", at: progress.range)
        }
        checkPageRanges(ranges)
        checkSegmentRanges(ranges)
        let bounding = assignments.filter { ViewCatalog.boundingProperties.contains($0.spec.name) }
        return bounding + assignments.filter { !ViewCatalog.boundingProperties.contains($0.spec.name) }
    }

    /// The kinds that have a bounded or bounding property.
    private static let kindsWithRanges = Set(
        ViewKind.allCases.filter { kind in
            ["value", "stepValue", "progress", "currentPage", "selectedSegmentIndex"]
                .contains { kind.property(named: $0) != nil }
                || ViewCatalog.boundingProperties.contains { kind.property(named: $0) != nil }
        })

    private mutating func checkPageRanges(_ ranges: ValueRanges) {
        guard let pages = ranges.number("numberOfPages") else { return }
        if pages < 0, let set = ranges.setNumber("numberOfPages") {
            diagnostics.error(
                .invalidValue, "'numberOfPages' cannot be negative, found \(set.number.sourceText)", at: set.range)
            return
        }
        guard let current = ranges.setNumber("currentPage") else { return }
        let last = max(pages - 1, 0)
        if !(0...last).contains(current.number) {
            diagnostics.error(
                .invalidValue,
                "'currentPage' must be in 0...\(last.sourceText) for \(pages.sourceText) "
                    + "\(pages == 1 ? "page" : "pages"), found \(current.number.sourceText)", at: current.range)
        }
    }

    private mutating func checkSegmentRanges(_ ranges: ValueRanges) {
        guard let selected = ranges.setNumber("selectedSegmentIndex") else { return }
        let count = ranges.stringCount("segments")
        guard selected.number < -1 || selected.number >= Double(count) else { return }
        let choices =
            count == 0 ? "-1 (no segment), as there are no segments" : "-1 (no segment) or in 0...\(count - 1)"
        diagnostics.error(
            .invalidValue, "'selectedSegmentIndex' must be \(choices), found \(selected.number.sourceText)",
            at: selected.range,
            notes: count == 0 ? [Diagnostic.Note("give the titles with 'segments = (\"A\", \"B\")'")] : [])
    }
}

/// A view's checked assignments by name, with the catalog's defaults for those it does not set.
private struct ValueRanges {
    let assignments: [String: PropertyAssignment]
    let kind: ViewKind
    /// Where to report a problem when neither property of a pair is set (never, as defaults are consistent).
    let fallback: SourceRange

    init(assignments: [PropertyAssignment], kind: ViewKind) {
        self.assignments = Dictionary(assignments.map { ($0.spec.name, $0) }, uniquingKeysWith: { _, last in last })
        self.kind = kind
        fallback = assignments.first?.range ?? SourceRange(at: 0)
    }

    /// The number `name` is set to, with where; nil when the view does not set it.
    func setNumber(_ name: String) -> (number: Double, range: SourceRange)? {
        guard let assignment = assignments[name] else { return nil }
        switch assignment.value {
        case .number(let number): return (number, assignment.range)
        case .integer(let integer): return (Double(integer), assignment.range)
        default: return nil
        }
    }

    /// The number `name` has: the one set, or else the kind's default; nil when the kind has no such number.
    func number(_ name: String) -> Double? {
        if let set = setNumber(name) { return set.number }
        guard let spec = kind.property(named: name), let text = kind.defaultValue(of: spec) else { return nil }
        return Double(text)
    }

    /// How many strings `name` is set to; 0 when it is not set.
    func stringCount(_ name: String) -> Int {
        guard case .strings(let strings)? = assignments[name]?.value else { return 0 }
        return strings.count
    }

    func range(of name: String) -> SourceRange? { assignments[name]?.range }
}
