/// Linear equations over a few unknowns with right-hand sides that are layout expressions, solved by Gauss-Jordan
/// elimination: what places views whose constraints determine them only together, such as two labels of equal
/// height that share the space between the cell's top and bottom, which no view's constraints settle alone.
struct ConstraintSystem {
    /// One equation: `coefficients · unknowns = value`.
    struct Equation {
        var coefficients: [Double]
        var value: LinearExpression
    }

    /// The number of unknowns.
    let count: Int
    private(set) var equations: [Equation] = []

    init(unknowns count: Int) {
        self.count = count
    }

    /// Adds `coefficients · unknowns = value`, indexed by unknown.
    mutating func add(_ coefficients: [Int: Double], equals value: LinearExpression) {
        var row = Array(repeating: 0.0, count: count)
        for (unknown, coefficient) in coefficients {
            row[unknown] += coefficient
        }
        guard row.contains(where: { abs($0) > 1e-12 }) else { return }
        equations.append(Equation(coefficients: row, value: value))
    }

    /// The value of each unknown the equations determine, nil for one they leave free. An equation that
    /// contradicts those before it reduces to nothing and is left out.
    func solve() -> [LinearExpression?] {
        var rows = equations
        var pivotOfColumn: [Int?] = Array(repeating: nil, count: count)
        var next = 0
        for column in 0..<count where next < rows.count {
            // The first equation that reads the unknown pivots: equations come by precedence (constraints before
            // content sizes), and an equation that contradicts those before it is the one left out.
            guard let best = (next..<rows.count).first(where: { abs(rows[$0].coefficients[column]) > 1e-9 }) else {
                continue
            }
            let pivot = rows[best].coefficients[column]
            rows.swapAt(next, best)
            rows[next].coefficients = rows[next].coefficients.map { $0 / pivot }
            rows[next].value = rows[next].value * (1 / pivot)
            for row in rows.indices where row != next {
                let factor = rows[row].coefficients[column]
                guard abs(factor) > 1e-12 else { continue }
                for index in 0..<count {
                    rows[row].coefficients[index] -= factor * rows[next].coefficients[index]
                }
                rows[row].value = rows[row].value - rows[next].value * factor
            }
            pivotOfColumn[column] = next
            next += 1
        }
        // A pivot's unknown is determined when its row reads no free unknown.
        return (0..<count).map { column in
            guard let row = pivotOfColumn[column] else { return nil }
            let coefficients = rows[row].coefficients
            let free = (0..<count).contains { $0 != column && abs(coefficients[$0]) > 1e-9 }
            return free ? nil : rows[row].value
        }
    }
}
