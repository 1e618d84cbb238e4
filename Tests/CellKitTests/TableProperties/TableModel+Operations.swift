import CellKit
import CellTestSupport

extension TableModel {
    /// `operation` resolved against this model.
    func resolve(_ operation: TableOperation) -> Resolution {
        switch operation {
        case .reloadData(let change):
            return Resolution(model: reloading(change))
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
}
