/// Why a JSON text could not be parsed, and where: 1-based line and column (in Unicode scalars).
struct JSONParseError: Error, Equatable {
    var message: String
    var line: Int
    var column: Int
}
