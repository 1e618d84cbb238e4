/// A section of the traffic-status table: a title and its lines.
public struct TransitSection: Sendable, Hashable {
    /// The title shown over the section.
    public var title: String
    /// The rows, in order.
    public var lines: [TransitLine]

    /// Creates a section.
    public init(title: String, lines: [TransitLine]) {
        self.title = title
        self.lines = lines
    }

    /// Buenos Aires on a weekday evening: the subway lines (Subte) and some of the avenues, as the tutorial's
    /// "Estado del Tránsito" app lists them. The statuses are made up.
    public static let buenosAires = [
        TransitSection(
            title: "Subte",
            lines: [
                TransitLine(name: "Línea A", route: "Plaza de Mayo – San Pedrito", status: "Servicio normal"),
                TransitLine(name: "Línea B", route: "L. N. Alem – J. M. de Rosas", status: "Servicio normal"),
                TransitLine(name: "Línea C", route: "Retiro – Constitución", status: "Demoras de 5 minutos"),
                TransitLine(name: "Línea D", route: "Catedral – Congreso de Tucumán", status: "Servicio normal"),
                TransitLine(
                    name: "Línea E", route: "Bolívar – Plaza de los Virreyes", status: "Frecuencia reducida por obras"),
                TransitLine(name: "Línea H", route: "Facultad de Derecho – Hospitales", status: "Servicio normal"),
            ]),
        TransitSection(
            title: "Avenidas",
            lines: [
                TransitLine(
                    name: "Av. 9 de Julio", route: "Metrobus: Constitución – Retiro", status: "Tránsito fluido"),
                TransitLine(
                    name: "Av. Corrientes", route: "Sentido al Bajo", status: "Tránsito lento a la altura de Callao"),
                TransitLine(name: "Av. Santa Fe", route: "Sentido a Palermo", status: "Tránsito fluido"),
                TransitLine(name: "Av. Rivadavia", route: "Sentido a Once", status: "Corte parcial por manifestación"),
                TransitLine(name: "Av. del Libertador", route: "Sentido a Retiro", status: "Tránsito fluido"),
                TransitLine(name: "Av. General Paz", route: "Sentido al Riachuelo", status: "Demoras en Liniers"),
            ]),
    ]
}
