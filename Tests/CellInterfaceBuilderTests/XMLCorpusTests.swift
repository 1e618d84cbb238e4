import Foundation
import Testing

@testable import CellInterfaceBuilder

/// The XML reader on the thirty real files of ../shared/corpus/xib (read from there, never copied), both formats:
/// each reads to its end, its start and end tags balance, and it has as many elements as its text has start tags;
/// cut anywhere, it is an error, never a crash.
@Suite("XML reader on the corpus")
struct XMLCorpusTests {
    /// The corpus folder, beside the repository.
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/xib")

    static let files: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.filter { $0.hasSuffix(".xib") }.sorted()
    }()

    private static func bytes(of file: String) throws -> [UInt8] {
        Array(try Data(contentsOf: corpus.appendingPathComponent(file)))
    }

    @Test func theCorpusIsThere() {
        #expect(Self.files.count == 30)
    }

    @Test("every file reads to its end, with one element per start tag of its text", arguments: files)
    func everyFileReads(file: String) throws {
        let bytes = try Self.bytes(of: file)
        var reader = try XMLReader(bytes: bytes)
        var starts = 0
        var ends = 0
        var root: String?
        while let event = try reader.next() {
            switch event {
            case .startElement:
                starts += 1
                if root == nil { root = reader.name }
            case .endElement: ends += 1
            case .text: break
            }
        }
        #expect(starts == ends)
        #expect(root == "document" || root == "archive")
        // A start tag is '<' then a name's first character; the corpus has no CDATA or comments holding one.
        let tags = zip(bytes, bytes.dropFirst()).filter { $0 == UInt8(ascii: "<") && Self.beginsName($1) }.count
        #expect(starts == tags)
    }

    @Test("every file cut short is an error at the end, not a crash", arguments: files)
    func everyTruncatedFileFails(file: String) throws {
        let bytes = try Self.bytes(of: file)
        for fraction in [0.1, 0.5, 0.99] {
            let cut = Array(bytes.prefix(Int(Double(bytes.count) * fraction)))
            #expect(throws: XMLError.self) {
                var reader = try XMLReader(bytes: cut)
                while try reader.next() != nil {}
            }
        }
    }

    private static func beginsName(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
