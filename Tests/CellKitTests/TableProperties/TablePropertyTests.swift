import CellKit
import CellTestSupport
import Testing
