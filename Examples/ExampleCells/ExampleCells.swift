// The classes of this module are generated from Examples/*.cell by CellcPlugin during the build. SwiftPM drops a
// target without a Swift file before its plugins run, so this file gives the target one.
import CellKit
