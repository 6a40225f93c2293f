// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "bench/jobs/jobspec.h"

#include <QHash>
#include <QWidget>

class QFormLayout;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QTabWidget;

namespace fragscope {

// The jobs of a .fio file, two ways: a form for the selected job (fio's option names beside the
// fields) and the file's text. Both write through the same option setter the parser uses, so the
// form accepts exactly what a job file would. Editing the form rewrites the text; "Apply" on the
// text reparses it, and its problems are listed with their line numbers.
class JobEditor : public QWidget
{
    Q_OBJECT
public:
    explicit JobEditor(QWidget* parent = nullptr);

    void setJobs(const std::vector<JobSpec>& jobs);
    const std::vector<JobSpec>& jobs() const { return m_jobs; }
    // Sets directory= on every job (the target the page's chooser picked).
    void setDirectory(const QString& directory);
    // With fio as the engine, options only fio implements are accepted and kept as written (and
    // listed under the form as such); else they are problems.
    void setFioEngine(bool fio);
    // Applies pending text edits; false (and the problems shown) when the text does not parse.
    bool commitText();
    QString problemText() const;

Q_SIGNALS:
    void jobsChanged();

private:
    struct Field
    {
        QString option;
        QWidget* editor = nullptr;
    };
    void buildForm(QFormLayout* form);
    void addField(QFormLayout* form, const QString& option, const QString& label, QWidget* editor, const QString& tip);
    void showJob(int index);
    void fieldEdited(const QString& option, const QString& value, bool hasValue);
    void refreshText();
    void refreshList();
    void refreshFioOnly();

    std::vector<JobSpec> m_jobs;
    int m_current = 0;
    bool m_updating = false;
    QTabWidget* m_tabs;
    QListWidget* m_list;
    QPlainTextEdit* m_text;
    QLabel* m_problems;
    QLabel* m_fioOnly;
    bool m_fio = false;
    std::vector<Field> m_fields;
};

} // namespace fragscope
