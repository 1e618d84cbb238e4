extension TableViewCell {
    /// The cell's creation number in the reuse queue that made it, starting at 1; 0 for a cell no queue made. The
    /// same number names the cell in `ReuseEvent`s.
    public var reuseSerialNumber: Int { reuseRecord.serial }
}
