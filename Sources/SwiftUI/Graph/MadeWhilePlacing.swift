/// The records and attachments of views made while the tree is placed (a GeometryReader's
/// content, a lazy stack's rows in view), with the placement pass that last made each. A view
/// that a placement no longer makes has left: a row scrolled out of view disappears then.
struct MadeWhilePlacing {
    typealias Attachment = (attachment: ViewAttachment, owner: ViewRecord?, identity: ViewIdentity)

    private var records: [ObjectIdentifier: ViewRecord] = [:]
    private var attachments: [ObjectIdentifier: Attachment] = [:]

    mutating func note(_ record: ViewRecord, pass: Int) {
        record.madeInPlacementPass = pass
        records[ObjectIdentifier(record)] = record
    }

    mutating func note(_ attachment: ViewAttachment, owner: ViewRecord?, identity: ViewIdentity, pass: Int) {
        attachment.madeInPlacementPass = pass
        attachments[ObjectIdentifier(attachment)] = (attachment, owner, identity)
    }

    /// Takes out what the placement numbered `pass` did not make, and what has gone already.
    mutating func stale(pass: Int) -> (records: [ViewRecord], attachments: [Attachment]) {
        var staleRecords: [ViewRecord] = []
        for (key, record) in records where record.isRemoved || record.madeInPlacementPass != pass {
            records[key] = nil
            if !record.isRemoved { staleRecords.append(record) }
        }
        var staleAttachments: [Attachment] = []
        for (key, entry) in attachments where entry.attachment.madeInPlacementPass != pass || entry.owner?.isRemoved == true {
            attachments[key] = nil
            if entry.owner?.isRemoved != true { staleAttachments.append(entry) }
        }
        return (staleRecords, staleAttachments)
    }
}
