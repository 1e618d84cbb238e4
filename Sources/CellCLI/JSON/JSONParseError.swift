/// Why a JSON text could not be parsed, and where: the byte offset the parser stopped at.
struct JSONParseError: Error, Equatable {
    var message: String
    var offset: Int
}
