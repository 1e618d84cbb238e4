import CellKit
import CellTestSupport

extension TableModel {
    /// `operation` resolved against this model.
    func resolve(_ operation: TableOperation) -> Resolution {
        switch operation {
        case .reloadData(let change):
            var next = self
            next.selected = []
            next.apply(change)
            return Resolution(model: next)
        case .returnForeignCell:
            var next = self
            next.selected = []
            return Resolution(model: next)
        case .batch(let spec):
            let plan = BatchPlan(spec: spec, model: self)
            return Resolution(model: plan.model, plan: plan, detail: plan.description)
        case .reloadRows(let picks):
            var rows: [IndexPath] = []
            for pick in picks {
                if let indexPath = indexPath(pick: pick), !rows.contains(indexPath) {
                    rows.append(indexPath)
                }
            }
            let plan = BatchPlan(reloading: rows, model: self)
            return Resolution(model: plan.model, plan: plan, detail: plan.description)
        case .setHeight(let pick, let height):
            guard let indexPath = indexPath(pick: pick) else {
                return Resolution(indexPath: IndexPath(row: 0, section: 0), detail: "no rows, must fail")
            }
            var next = self
            next.sections[indexPath.section].items[indexPath.row].height = height
            return Resolution(model: next, indexPath: indexPath, detail: "row \(indexPath)")
        case .scrollToRow(let pick, _, let valid):
            if valid, let indexPath = indexPath(pick: pick) {
                return Resolution(indexPath: indexPath, detail: "row \(indexPath)")
            }
            let indexPath =
                pick % 2 == 0 || sections.isEmpty
                ? IndexPath(row: 0, section: sections.count)
                : IndexPath(row: sections[pick % sections.count].items.count, section: pick % sections.count)
            return Resolution(indexPath: indexPath, detail: "row \(indexPath), must fail")
        default:
            return Resolution()
        }
    }

    private mutating func apply(_ change: ReloadChange) {
        switch change {
        case .none:
            break
        case .reloadItems(let count, let seed):
            var random = SplitMix64(seed: seed)
            for _ in 0..<count {
                if let indexPath = indexPath(pick: Int(random.next() % 10_000)) {
                    let item = sections[indexPath.section].items[indexPath.row]
                    sections[indexPath.section].items[indexPath.row] = reloaded(item)
                }
            }
        case .truncate(let tenThousandths):
            if let last = sections.indices.last {
                let count = sections[last].items.count
                sections[last].items.removeLast(count - count * tenThousandths / 10_000)
            }
        case .replace(let spec):
            self.spec = spec
            sections = []
            for (index, count) in spec.rowCounts.enumerated() {
                var items: [ModelItem] = []
                for _ in 0..<count {
                    items.append(makeItem())
                }
                sections.append(spec.section(index, items: items))
            }
        case .rowHeight(let height):
            rowHeight = height
        }
    }
}
