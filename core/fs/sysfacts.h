// SPDX-License-Identifier: GPL-3.0-or-later
// The circumstances a measurement was made in, read from the kernel: the machine (distribution,
// CPU and its frequency governor, memory) and what lies between a file and its disk (compression,
// encryption, device-mapper, md, loop devices) down to each disk (model, firmware, link, I/O
// scheduler, discard). What a result needs beside its figures to be repeated or doubted.
#pragma once

#include "fs/fsinfo.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <vector>

namespace fragscope {

struct MachineFacts
{
    QString distribution; // os-release's PRETTY_NAME
    QString cpuModel;     // the first "model name" of /proc/cpuinfo
    int cpus = 0;         // online
    QString governor;     // cpufreq's scaling_governor of cpu0; empty where there is no cpufreq (many VMs)
    std::uint64_t memoryBytes = 0;
    bool operator==(const MachineFacts&) const = default;
};
MachineFacts probeMachine();

// The parts of the files, for tests: os-release's PRETTY_NAME (NAME VERSION without it), unquoted;
// cpuinfo's first model name; meminfo's MemTotal in bytes; the scheduler in use from a queue's
// "none [mq-deadline] kyber".
QString osReleaseName(const QByteArray& osRelease);
QString cpuModelName(const QByteArray& cpuinfo);
std::uint64_t memTotalBytes(const QByteArray& meminfo);
QString schedulerInUse(const QString& queueScheduler);
// A SATA disk's model and firmware as the disk says them in IDENTIFY DEVICE (words 27-46 and 23-26),
// from the ATA Information VPD page (89h) the SCSI layer keeps (device/vpd_pg89); false when the page
// is not one.
bool ataIdentity(const QByteArray& vpdPage89, QString* model, QString* firmware);

// A temperature sensor's reading (hwmon): a drive's (nvme, drivetemp) or another's (the CPU's).
struct Temperature
{
    QString source; // the input: "hwmon3/temp1" (two sensors of one name stay apart)
    QString sensor; // hwmon's name and the input's label: "nvme Composite", "k10temp Tctl", "drivetemp"
    QString disk;   // the disk it is in ("nvme0n1", "sda"), or empty
    double celsius = 0;
    bool operator==(const Temperature&) const = default;
};
// Every temperature input under `hwmonDir` (/sys/class/hwmon, or a tree laid out like it), in the
// order of its hwmon devices and inputs; none where there are no sensors (most VMs).
std::vector<Temperature> readTemperatures(const QString& hwmonDir = QStringLiteral("/sys/class/hwmon"));

// A layer between a file and its disks, top down.
struct StorageLayer
{
    QString kind;   // "btrfs compression", "fscrypt", "dm-crypt", "LVM", "device-mapper", "md", "loop"
    QString name;   // the device's kernel name ("dm-0", "md127", "loop3"); empty for a file system's own
    QString detail; // "zstd", "LUKS2", "raid1", the loop device's image
    bool operator==(const StorageLayer&) const = default;
};

// A disk at the bottom of the stack, or a loop device (the disk under its image follows it).
struct DiskFacts
{
    QString name;      // "sda", "nvme0n1", "vda", "loop3"
    QString model;     // empty when it does not say; SATA: IDENTIFY's whole model, not SCSI's 16 characters
    QString firmware;  // SATA: IDENTIFY's (device/vpd_pg89), SCSI "rev", NVMe "firmware_rev", eMMC "fwrev"
    QString transport; // "sata", "nvme", "usb", "virtio", "loop", ...
    QString link;      // the link's speed where the kernel says it: "6.0 Gbps", "8.0 GT/s PCIe x4", "5000 Mbps"
    QString scheduler; // "mq-deadline", "none", ...
    bool rotational = false;
    std::uint64_t discardMaxBytes = 0; // 0: the device takes no discard
    bool operator==(const DiskFacts&) const = default;
};

struct StorageFacts
{
    std::vector<StorageLayer> layers;
    std::vector<DiskFacts> disks;
    QString onlineDiscard;           // the mount option that discards at once ("discard", "discard=async"), or empty
    std::int64_t passesDiscard = -1; // the file system's own device's discard_max_bytes; -1: not read
    bool operator==(const StorageFacts&) const = default;
};

// What is between `path` (on the file system `fs` describes) and its disks. The sysfs walk alone:
// from a device's directory under /sys/devices (any tree laid out like it, for tests) down its
// slaves, each layer and each disk at the bottom.
StorageFacts probeStorage(const QString& path, const FsInfo& fs);
void describeStack(const QString& sysDir, StorageFacts* out);

} // namespace fragscope
